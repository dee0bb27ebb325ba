"""Behaviour probe: triples with a given sum in random lists with many repeats."""

import random


def probe(import_module):
    mod = import_module("zero_sum_triples")
    rng = random.Random(9010)
    out = []
    for k in range(60):
        if k % 5 == 0:
            value = rng.randint(-2, 2)
            nums = [value] * rng.randint(3, 6)
        else:
            nums = [rng.randint(-4, 4) for _ in range(rng.randint(0, 9))]
        target = rng.choice([0, 0, 3, -2])
        try:
            closest = mod.closest_triple_sum(nums, target)
        except Exception as exc:
            closest = repr(type(exc).__name__)
        out.append((mod.triples_with_sum(nums, target), closest))
    return out
