"""Behaviour probe: random range-sum queries and point updates."""

import random


def probe(import_module):
    mod = import_module("range_sum_tree")
    rng = random.Random(4421)
    out = []
    for _ in range(60):
        n = rng.randint(1, 12)
        values = [rng.randint(-9, 9) for _ in range(n)]
        ops = []
        for _ in range(6):
            if rng.random() < 0.4:
                ops.append(("set", rng.randrange(n), rng.randint(-9, 9)))
            else:
                a, b = rng.randrange(n), rng.randrange(n)
                ops.append(("sum", min(a, b), max(a, b)))
        try:
            out.append(tuple(mod.running_range_sums(values, ops)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
