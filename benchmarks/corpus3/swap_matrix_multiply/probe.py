"""Behaviour probe: random matrices of compatible (and a few incompatible) shapes."""

import random


def probe(import_module):
    mod = import_module("matrix")
    rng = random.Random(119)
    out = []
    for _ in range(60):
        rows, inner, cols = rng.randint(1, 3), rng.randint(1, 3), rng.randint(1, 3)
        a = [[rng.randint(-3, 3) for _ in range(inner)] for _ in range(rows)]
        b = [[rng.randint(-3, 3) for _ in range(cols)]
             for _ in range(inner if rng.random() < 0.9 else inner + 1)]
        try:
            out.append(mod.multiply(a, b))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
