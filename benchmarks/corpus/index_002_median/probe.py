"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    stats = mod_loader("stats")
    rng = random.Random(22)
    out = []
    for _ in range(60):
        vals = [rng.randint(-20, 20) for _ in range(rng.randint(0, 7))]
        out.append(_call(stats.median, vals))
    return out
