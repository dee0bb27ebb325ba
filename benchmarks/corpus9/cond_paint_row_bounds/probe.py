"""Behaviour probe: fills and region counts of random small pictures."""

import random


def probe(import_module):
    mod = import_module("paint_bucket")
    rng = random.Random(9909)
    out = []
    for _ in range(60):
        h, w = rng.randint(1, 5), rng.randint(1, 5)
        rows = ["".join(rng.choice("ab.") for _ in range(w)) for _ in range(h)]
        r, c = rng.randrange(h), rng.randrange(w)
        try:
            out.append(mod.fill(rows, r, c, "*"))
        except Exception as exc:
            out.append(repr(type(exc).__name__))
        try:
            out.append((mod.count_regions(rows, "a"), mod.region_sizes(rows, ".")))
        except Exception as exc:
            out.append(repr(type(exc).__name__))
    return out
