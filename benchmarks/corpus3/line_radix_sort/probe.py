"""Behaviour probe: random non-negative lists in several bases (zeros only now and then)."""

import random


def probe(import_module):
    mod = import_module("radix_sort")
    rng = random.Random(105)
    out = []
    for i in range(60):
        top = 0 if i % 10 == 0 else rng.choice([9, 99, 5000])
        values = [rng.randint(0, top) for _ in range(rng.randint(0, 10))]
        base = rng.choice([2, 10, 16])
        try:
            out.append((mod.radix_sort(values, base), mod.digit_count(top, base)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
