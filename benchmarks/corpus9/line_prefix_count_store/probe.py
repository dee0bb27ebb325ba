"""Behaviour probe: subarray sum counts and longest spans of random lists."""

import random


def probe(import_module):
    mod = import_module("subarray_sum_counts")
    rng = random.Random(9303)
    out = []
    for _ in range(60):
        nums = [rng.randint(-3, 4) for _ in range(rng.randint(0, 10))]
        k = rng.randint(-2, 5)
        bits = [rng.randint(0, 1) for _ in range(rng.randint(0, 8))]
        out.append((mod.count_with_sum(nums, k), mod.longest_with_sum(nums, k),
                    mod.balanced_runs(bits)))
    return out
