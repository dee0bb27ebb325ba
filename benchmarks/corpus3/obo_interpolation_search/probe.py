"""Behaviour probe: searches in evenly spaced and in skewed sorted lists."""

import random


def probe(import_module):
    mod = import_module("interpolation_search")
    rng = random.Random(115)
    out = []
    for _ in range(60):
        if rng.random() < 0.5:
            items = list(range(0, rng.randint(1, 40) * 3, 3))
        else:
            items = sorted({rng.randint(0, 50) ** 2 for _ in range(rng.randint(1, 12))})
        target = rng.choice(items) if rng.random() < 0.7 else rng.randint(-5, 2600)
        try:
            out.append((mod.interpolation_search(items, target), mod.probe_count(items, target)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
