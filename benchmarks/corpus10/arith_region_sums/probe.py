"""Behaviour probe: region sums and best blocks of random grids."""

import random


def probe(import_module):
    mod = import_module("region_sums")
    rng = random.Random(9473)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 6), rng.randint(1, 6)
        grid = [[rng.randint(-5, 9) for _ in range(cols)] for _ in range(rows)]
        sums = mod.RegionSums(grid)
        row = [sums.total()]
        for _ in range(3):
            r1, r2 = sorted(rng.randrange(rows + 1) for _ in range(2))
            c1, c2 = sorted(rng.randrange(cols + 1) for _ in range(2))
            try:
                row.append(sums.region(r1, c1, r2, c2))
            except Exception as e:
                row.append(repr(type(e).__name__))
        try:
            row.append(sums.best_block(rng.randint(1, rows), rng.randint(1, cols)))
        except Exception as e:
            row.append(repr(type(e).__name__))
        out.append(row)
    return out
