import random


def probe(import_module):
    mod = import_module("skyline")
    rng = random.Random(9090)
    out = []
    for _ in range(30):
        buildings = []
        for _ in range(rng.randint(0, 6)):
            left = rng.randint(0, 15)
            buildings.append((left, left + rng.randint(1, 6), rng.randint(1, 9)))
        try:
            points = mod.skyline(buildings)
            out.append(points)
            out.append(mod.skyline_area(points))
            out.append(mod.height_at(points, rng.randint(0, 20)))
            half = len(buildings) // 2
            out.append(mod.merge_skylines(mod.skyline(buildings[:half]),
                                          mod.skyline(buildings[half:])))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
