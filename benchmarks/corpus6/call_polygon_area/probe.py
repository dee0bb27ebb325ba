"""Behaviour probe: areas, centroids and containment of random polygons both ways round."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("planegeo")
    rng = random.Random(602)
    out = []
    for _ in range(40):
        pts = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(rng.randint(3, 6))]
        for verts in (pts, pts[::-1]):
            try:
                poly = mod.Polygon(verts)
                out.append((round(poly.area, 6), poly.is_clockwise, poly.is_convex()))
                out.append(poly.contains(mod.Point(rng.randint(-5, 5), rng.randint(-5, 5))))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
        out.append(round(mod.total_area([mod.Polygon(pts + [(9, 9)])]), 6))
    return out
