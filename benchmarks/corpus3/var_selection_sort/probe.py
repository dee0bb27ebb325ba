"""Behaviour probe: random lists through the sort, k_smallest and count_swaps."""

import random


def probe(import_module):
    mod = import_module("selection_sort")
    rng = random.Random(103)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 12) for _ in range(rng.randint(0, 10))]
        try:
            out.append((
                mod.selection_sort(values),
                mod.k_smallest(values, rng.randint(0, 6)),
                mod.count_swaps(values),
            ))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
