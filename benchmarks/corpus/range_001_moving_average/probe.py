"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    sm = mod_loader("smoothing")
    rng = random.Random(9)
    out = []
    for _ in range(60):
        vals = [float(rng.randint(0, 9)) for _ in range(rng.randint(0, 7))]
        out.append(_call(sm.moving_average, vals, rng.randint(0, 4)))
    return out
