"""Behaviour probe: random elevation maps."""

import random


def probe(import_module):
    mod = import_module("rain_water")
    rng = random.Random(116)
    out = []
    for _ in range(60):
        heights = [rng.randint(0, 6) for _ in range(rng.randint(0, 12))]
        try:
            out.append((mod.trapped_water(heights), mod.water_per_column(heights)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
