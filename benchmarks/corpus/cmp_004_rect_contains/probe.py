"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    shapes = mod_loader("shapes")
    rng = random.Random(4)
    out = []
    for _ in range(80):
        r = shapes.Rect(rng.randint(0, 3), rng.randint(0, 3), rng.randint(1, 3), rng.randint(1, 3))
        out.append(_call(r.contains, rng.randint(0, 6), rng.randint(0, 6)))
    return out
