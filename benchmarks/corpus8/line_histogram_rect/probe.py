"""Behaviour probe: random bar charts and random 0/1 matrices."""

import random


def probe(import_module):
    mod = import_module("histogram_rectangle")
    rng = random.Random(8107)
    out = []
    for _ in range(50):
        bars = [rng.randint(0, 6) for _ in range(rng.randint(0, 9))]
        try:
            out.append((tuple(bars), mod.largest_rectangle(bars)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(bars), repr(type(exc).__name__)))
    for _ in range(20):
        cols = rng.randint(1, 5)
        rows = ["".join(rng.choice("011") for _ in range(cols)) for _ in range(rng.randint(1, 5))]
        try:
            out.append((tuple(rows), mod.maximal_rectangle(rows)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(rows), repr(type(exc).__name__)))
    return out
