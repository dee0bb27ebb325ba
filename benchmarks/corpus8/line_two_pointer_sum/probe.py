"""Behaviour probe: random sorted lists, every two-pointer search against a random target."""

import random


def probe(import_module):
    mod = import_module("pair_sum_sorted")
    rng = random.Random(8105)
    out = []
    for _ in range(60):
        nums = sorted(rng.randint(-5, 12) for _ in range(rng.randint(0, 8)))
        target = rng.randint(-6, 20)
        row = [tuple(nums), target]
        for fn in (mod.pair_with_sum, mod.distinct_pairs, mod.closest_pair_sum,
                   mod.count_pairs_below):
            try:
                row.append(fn(nums, target))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    return out
