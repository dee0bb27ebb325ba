"""Behaviour probe: blob counts, sizes and histograms of random grids."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("blobs")
    rng = random.Random(605)
    out = []
    for _ in range(30):
        rows = ["".join(rng.choice("#..") for _ in range(6)) for _ in range(5)]
        grid = mod.Grid(rows)
        for diagonal in (False, True):
            labeling = mod.label(grid, diagonal=diagonal)
            out.append((labeling.count, labeling.sizes(), labeling.histogram()))
            out.append(sorted(labeling.largest()))
    return out
