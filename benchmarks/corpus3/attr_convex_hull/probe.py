"""Behaviour probe: hulls of random point clouds away from the origin."""

import random


def probe(import_module):
    mod = import_module("convex_hull")
    rng = random.Random(127)
    out = []
    for _ in range(60):
        points = [(rng.randint(0, 8), rng.randint(3, 12)) for _ in range(rng.randint(0, 9))]
        try:
            out.append(([tuple(p) for p in mod.convex_hull(points)], mod.hull_area(points)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
