import math
import random


def probe(import_module):
    mod = import_module("polygon_measures")
    rng = random.Random(3131)
    out = []
    for _ in range(15):
        n = rng.randint(3, 7)
        angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
        poly = [(round(math.cos(a) * rng.uniform(1, 5), 2), round(math.sin(a) * rng.uniform(1, 5), 2))
                for a in angles]
        if rng.random() < 0.5:
            poly.reverse()
        for fn in (mod.ccw, mod.is_convex, mod.outward_normals, mod.centroid):
            try:
                res = fn(poly)
                out.append(res if isinstance(res, bool) else repr(res))
            except Exception as e:
                out.append(repr(type(e).__name__))
            out.append(round(mod.signed_area(poly), 6))
        out.append(round(mod.perimeter(poly), 6))
        out.append(mod.contains(poly, (rng.uniform(-3, 3), rng.uniform(-3, 3))))
    return out
