"""Behaviour probe: determinants and inverses of small random integer matrices."""

import random


def probe(import_module):
    mod = import_module("cofactor_determinant")
    rng = random.Random(8106)
    out = []
    for _ in range(60):
        n = rng.randint(1, 4)
        m = [[rng.randint(-3, 3) for _ in range(n)] for _ in range(n)]
        row = [mod.determinant(m)]
        try:
            row.append([[str(x) for x in r] for r in mod.inverse(m)])
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    return out
