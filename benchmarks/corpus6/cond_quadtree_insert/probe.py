"""Behaviour probe: inserts (some out of bounds), range queries and nearest points."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("quadtree")
    rng = random.Random(607)
    out = []
    for _ in range(25):
        tree = mod.QuadTree(mod.Rect(0, 0, 64, 64), capacity=rng.randint(1, 4))
        inserted = [tree.insert(mod.Point(rng.randint(-8, 72), rng.randint(-8, 72)))
                    for _ in range(rng.randint(0, 30))]
        out.append((inserted, len(tree)))
        x, y = rng.randint(0, 50), rng.randint(0, 50)
        out.append(sorted(tree.query(mod.Rect(x, y, 14, 14))))
        out.append(tree.nearest(mod.Point(rng.randint(0, 63), rng.randint(0, 63))))
    return out
