"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    latency = mod_loader("latency")
    rng = random.Random(202)
    out = []
    for _ in range(60):
        samples = [float(rng.randint(5, 1200)) for _ in range(rng.choice([0, 1, 2, 5, 9]))]
        out.append(_call(latency.summarize, samples))
        out.append(_call(latency.is_degraded, samples, float(rng.randint(50, 600))))
        out.append(_call(latency.error_budget_used, samples))
    return out
