"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    leap = mod_loader("leap")
    rng = random.Random(61)
    out = []
    for _ in range(60):
        out.append(_call(leap.day_of_year, rng.randint(1896, 2104), rng.randint(1, 12), rng.randint(1, 31)))
    return out
