"""Behaviour probe: combinations of random candidate lists for random targets."""

import random


def probe(import_module):
    mod = import_module("combo_sum_once")
    rng = random.Random(7243)
    out = []
    for _ in range(70):
        low = 0 if rng.random() < 0.05 else 1
        candidates = [rng.randint(low, 8) for _ in range(rng.randint(0, 8))]
        target = rng.randint(0, 14)
        try:
            out.append((candidates, target, mod.combinations(candidates, target),
                        mod.count_combinations(candidates, target),
                        mod.smallest_combination(candidates, target)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
