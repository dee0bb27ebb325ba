"""Behaviour probe: fills of random two-colour grids from random cells."""

import random


def probe(import_module):
    mod = import_module("flood_fill")
    rng = random.Random(129)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        cells = [[rng.choice(".#") for _ in range(cols)] for _ in range(rows)]
        r, c = rng.randrange(rows), rng.randrange(cols)
        try:
            filled = mod.flood_fill(cells, r, c, "o")
            out.append((["".join(line) for line in filled], mod.count_regions(cells, "#")))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
