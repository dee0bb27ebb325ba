"""Behaviour probe: solution counts and first solutions for n up to 7, and random placements."""

import random


def probe(import_module):
    mod = import_module("n_queens")
    rng = random.Random(128)
    out = []
    for n in range(0, 8):
        try:
            solutions = mod.solve(n)
            out.append((len(solutions), solutions[:3]))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for _ in range(50):
        placement = [rng.randint(0, 5) for _ in range(rng.randint(0, 5))]
        out.append(mod.is_valid(placement))
    return out
