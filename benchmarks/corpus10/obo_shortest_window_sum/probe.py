"""Behaviour probe: shortest windows of random positive lists and targets."""

import random


def probe(import_module):
    mod = import_module("shortest_window_sum")
    rng = random.Random(6131)
    out = []
    for _ in range(70):
        nums = [rng.randint(1, 9) for _ in range(rng.randint(0, 10))]
        target = rng.randint(-1, 30)
        try:
            out.append((nums, target, mod.shortest_window(nums, target),
                        mod.min_window_length(nums, target), mod.window_values(nums, target)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
