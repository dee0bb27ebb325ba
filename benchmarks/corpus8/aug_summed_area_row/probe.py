"""Behaviour probe: rectangle sums, totals and best blocks of random integer grids."""

import random


def probe(import_module):
    mod = import_module("summed_area_table")
    rng = random.Random(8102)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        grid = [[rng.randint(-5, 9) for _ in range(cols)] for _ in range(rows)]
        top, bottom = sorted(rng.randrange(rows) for _ in range(2))
        left, right = sorted(rng.randrange(cols) for _ in range(2))
        try:
            table = mod.SummedAreaTable(grid)
            out.append((table.total(), table.region_sum(top, left, bottom, right),
                        mod.best_block(grid, rng.randint(1, 3))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
