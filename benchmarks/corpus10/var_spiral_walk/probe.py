"""Behaviour probe: spiral orders of random matrices and spiral fills of random shapes."""

import random


def probe(import_module):
    mod = import_module("spiral_walk")
    rng = random.Random(5077)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(0, 6), rng.randint(0, 6)
        matrix = [[rng.randint(0, 99) for _ in range(cols)] for _ in range(rows)]
        try:
            out.append((mod.spiral_order(matrix), mod.spiral_fill(rows, cols)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
