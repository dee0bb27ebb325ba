"""Behaviour probe: random cost grids of random shapes."""

import random


def probe(import_module):
    mod = import_module("min_path")
    rng = random.Random(122)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        grid = [[rng.randint(0, 9) for _ in range(cols)] for _ in range(rows)]
        try:
            out.append((mod.min_path_sum(grid), mod.min_path(grid)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
