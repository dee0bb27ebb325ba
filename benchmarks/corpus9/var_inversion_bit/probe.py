"""Behaviour probe: inversion counts, sortedness and Fenwick prefix sums on random data."""

import random


def probe(import_module):
    mod = import_module("inversion_count_bit")
    rng = random.Random(9404)
    out = []
    for _ in range(40):
        values = [rng.randint(0, 9) for _ in range(rng.randint(0, 15))]
        try:
            out.append((mod.count_inversions(values), round(mod.sortedness(values), 6)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(20):
        size = rng.randint(1, 10)
        tree = mod.FenwickTree(size)
        try:
            for _ in range(5):
                tree.add(rng.randrange(size), rng.randint(-5, 5))
            out.append(tuple(tree.prefix_sum(i) for i in range(size + 1)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
