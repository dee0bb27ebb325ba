"""Behaviour probe: random Fenwick trees, prefix and range sums, inversion counts."""

import random


def probe(import_module):
    mod = import_module("fenwick_counts")
    rng = random.Random(7043)
    out = []
    for _ in range(60):
        n = rng.randint(1, 10)
        values = [rng.randint(-5, 9) for _ in range(n)]
        try:
            tree = mod.FenwickTree.from_values(values)
            tree.add(rng.randrange(n), rng.randint(-3, 3))
            prefixes = [tree.prefix_sum(k) for k in range(n + 1)]
            lo = rng.randrange(n)
            out.append((prefixes, tree.range_sum(lo, n), mod.count_inversions(values)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
