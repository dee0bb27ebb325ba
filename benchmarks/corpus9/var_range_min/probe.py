"""Behaviour probe: random range-minimum queries interleaved with updates."""

import random


def probe(import_module):
    mod = import_module("range_min_query")
    rng = random.Random(9101)
    out = []
    for _ in range(12):
        values = [rng.randint(-50, 50) for _ in range(rng.randint(1, 14))]
        tree = mod.RangeMinTree(values)
        for _ in range(6):
            left = rng.randrange(len(values))
            right = rng.randrange(left, len(values))
            try:
                out.append(("q", left, right, tree.query(left, right)))
            except Exception as e:
                out.append(("q", left, right, repr(type(e).__name__)))
            index = rng.randrange(len(values))
            value = rng.randint(-50, 50)
            try:
                tree.update(index, value)
                out.append(("u", index, value))
            except Exception as e:
                out.append(("u", repr(type(e).__name__)))
    return out
