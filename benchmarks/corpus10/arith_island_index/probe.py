"""Behaviour probe: random grids with cells raised in random order."""

import random


def probe(import_module):
    mod = import_module("island_counter")
    rng = random.Random(9173)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        positions = [(rng.randrange(rows), rng.randrange(cols)) for _ in range(rng.randint(1, 12))]
        try:
            counter = mod.IslandCounter(rows, cols)
            counts = [counter.add_land(r, c) for r, c in positions]
            land = [(r, c) for r in range(rows) for c in range(cols) if counter.is_land(r, c)]
            out.append((counts, counter.largest_island(), land))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
