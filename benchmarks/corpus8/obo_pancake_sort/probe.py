"""Behaviour probe: pancake sorts (results and flip sequences) of random lists."""

import random


def probe(import_module):
    mod = import_module("pancake_sort")
    rng = random.Random(8110)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 9) for _ in range(rng.randint(0, 8))]
        try:
            result, flips = mod.pancake_sort(values)
            out.append((tuple(values), result, flips, mod.apply_flips(values, flips)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(values), repr(type(exc).__name__)))
    return out
