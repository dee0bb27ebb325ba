"""Behaviour probe: rectangle sums of random grids."""

import random


def probe(import_module):
    mod = import_module("grid_prefix_sums")
    rng = random.Random(9505)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        grid = [[rng.randint(-3, 9) for _ in range(cols)] for _ in range(rows)]
        top, bottom = sorted(rng.randrange(rows) for _ in range(2))
        left, right = sorted(rng.randrange(cols) for _ in range(2))
        try:
            sums = mod.GridSums(grid)
            out.append((sums.total(), sums.region(top, left, bottom, right),
                        sums.best_square(rng.randint(1, 3))))
        except Exception as exc:
            out.append(repr(type(exc).__name__))
    return out
