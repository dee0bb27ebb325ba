"""Behaviour probe: closest pairs of many generated point sets."""

import random


def probe(import_module):
    mod = import_module("closest_pair")
    rng = random.Random(7)
    out = []
    for size in range(1, 81):
        n = 1 + size % 16
        points = [(rng.randint(0, 30), rng.randint(0, 30)) for _ in range(n)]
        try:
            out.append(mod.closest_pair(points))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
