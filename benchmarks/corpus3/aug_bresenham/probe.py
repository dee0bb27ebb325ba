"""Behaviour probe: lines between random points in every octant."""

import random


def probe(import_module):
    mod = import_module("bresenham")
    rng = random.Random(118)
    out = []
    for _ in range(60):
        x0, y0, x1, y1 = (rng.randint(-6, 6) for _ in range(4))
        try:
            out.append(mod.line_points(x0, y0, x1, y1))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
