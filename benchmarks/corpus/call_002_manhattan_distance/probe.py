"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    grid = mod_loader("grid")
    rng = random.Random(102)
    out = []
    for _ in range(60):
        a, b = grid.Point(rng.randint(-5, 5), rng.randint(-5, 5)), grid.Point(rng.randint(-5, 5), rng.randint(-5, 5))
        out.append(_call(grid.manhattan, a, b))
    return out
