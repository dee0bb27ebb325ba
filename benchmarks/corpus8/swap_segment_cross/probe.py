"""Behaviour probe: intersection tests and crossing points of random integer segments."""

import random


def probe(import_module):
    mod = import_module("segment_intersection")
    rng = random.Random(8103)
    out = []
    for _ in range(80):
        p1, p2, p3, p4 = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(4)]
        try:
            point = mod.intersection_point(p1, p2, p3, p4)
            shown = None if point is None else tuple(str(c) for c in point)
            out.append((mod.intersects(p1, p2, p3, p4), shown))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
