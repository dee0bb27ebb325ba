"""Behaviour probe: combination sums of random small multisets."""

import random


def probe(import_module):
    mod = import_module("combination_sum")
    rng = random.Random(8107)
    out = []
    for _ in range(60):
        candidates = [rng.randint(1, 6) for _ in range(rng.randint(0, 8))]
        target = rng.randint(0, 15)
        try:
            out.append((tuple(candidates), target, mod.combination_sums(candidates, target),
                        mod.fewest_parts(candidates, target)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(candidates), target, repr(type(exc).__name__)))
    return out
