"""Behaviour probe: determinants, ranks and solves of generated integer matrices."""

import random


def probe(import_module):
    mod = import_module("determinant")
    rng = random.Random(5)
    out = []
    for k in range(30):
        n = 1 + k % 5
        matrix = [[rng.randint(-4, 4) for _ in range(n)] for _ in range(n)]
        if k % 3 == 0:
            matrix[0][0] = 0
        out.append(mod.determinant(matrix))
        out.append(mod.rank(matrix))
        try:
            out.append(mod.solve(matrix, list(range(1, n + 1))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
