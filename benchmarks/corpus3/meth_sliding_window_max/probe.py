"""Behaviour probe: random lists with random window sizes."""

import random


def probe(import_module):
    mod = import_module("sliding_window")
    rng = random.Random(123)
    out = []
    for _ in range(60):
        nums = [rng.randint(-9, 9) for _ in range(rng.randint(0, 12))]
        k = rng.randint(1, 5)
        try:
            out.append((mod.window_maxima(nums, k), mod.window_minima(nums, k)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
