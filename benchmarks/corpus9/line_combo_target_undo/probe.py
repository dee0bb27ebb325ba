"""Behaviour probe: combinations of random small multisets reaching random targets."""

import random


def probe(import_module):
    mod = import_module("combination_targets")
    rng = random.Random(9202)
    out = []
    for _ in range(60):
        nums = [rng.randint(1, 7) for _ in range(rng.randint(0, 8))]
        target = rng.randint(0, 15)
        try:
            out.append((mod.combinations_to_target(nums, target), mod.fewest_parts(nums, target)))
        except Exception as exc:
            out.append(repr(type(exc).__name__))
    return out
