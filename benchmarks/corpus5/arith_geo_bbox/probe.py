"""Behaviour probe: boxes around random points, distances and geohashes."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    gk = import_module("geokit")
    rng = random.Random(6371)
    out = []
    for _ in range(60):
        p = gk.Point(rng.uniform(-70, 70), rng.uniform(-170, 170))
        q = gk.Point(rng.uniform(-70, 70), rng.uniform(-170, 170))
        radius = rng.uniform(1, 300)
        box = gk.BoundingBox.around(p, radius)
        out.append(tuple(round(v, 6) for v in (box.south, box.west, box.north, box.east)))
        out.append(gk.destination(p, rng.uniform(0, 360), radius * 0.99) in box)
        out.append(round(gk.haversine(p, q), 4))
        out.append(gk.encode(p.lat, p.lon, 7))
    return out
