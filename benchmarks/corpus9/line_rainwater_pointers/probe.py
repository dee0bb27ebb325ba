"""Behaviour probe: trapped water of random elevation maps."""

import random


def probe(import_module):
    mod = import_module("trapped_rainwater")
    rng = random.Random(9101)
    out = []
    for _ in range(60):
        heights = [rng.randint(0, 6) for _ in range(rng.randint(0, 10))]
        try:
            out.append(("water", mod.trapped_water(heights)))
        except Exception as exc:
            out.append(("water", repr(type(exc).__name__)))
        out.append(("levels", mod.water_levels(heights), mod.deepest_pool(heights)))
    return out
