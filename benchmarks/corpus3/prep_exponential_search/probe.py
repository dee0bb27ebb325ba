"""Behaviour probe: searches for present and absent values in random sorted lists."""

import random


def probe(import_module):
    mod = import_module("exponential_search")
    rng = random.Random(133)
    out = []
    for _ in range(60):
        items = sorted(rng.randint(0, 40) for _ in range(rng.randint(0, 30)))
        target = rng.choice(items) if items and rng.random() < 0.7 else rng.randint(-2, 42)
        try:
            out.append((mod.exponential_search(items, target),
                        mod.count_occurrences(items, target)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
