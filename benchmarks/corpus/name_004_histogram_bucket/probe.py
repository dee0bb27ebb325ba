"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    report = mod_loader("report")
    rng = random.Random(48)
    out = []
    for _ in range(60):
        vals = [rng.randint(0, 20) for _ in range(rng.randint(0, 8))]
        out.append(_call(report.render, vals, rng.randint(1, 4)))
    return out
