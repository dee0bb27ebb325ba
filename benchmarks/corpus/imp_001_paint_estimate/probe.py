"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    paint = mod_loader("paint")
    rng = random.Random(101)
    out = []
    for _ in range(60):
        area = rng.randint(0, 8000) / 100
        tin = rng.choice([0.75, 1.0, 2.5, 5.0, 0])
        coats = rng.randint(1, 3)
        out.append(_call(paint.tins_needed, area, tin, 10.0, coats))
    for _ in range(20):
        walls = [
            (rng.randint(100, 600) / 100, rng.randint(200, 300) / 100, rng.randint(0, 1), rng.randint(0, 2))
            for _ in range(rng.randint(1, 5))
        ]
        out.append(_call(paint.room_tins, walls))
        out.append(_call(paint.wall_area, *walls[0]))
    return out
