"""Behaviour probe: products, powers and determinants of random small integer matrices."""

import random


def probe(import_module):
    mod = import_module("matrix_ring")
    rng = random.Random(5521)
    out = []
    for _ in range(50):
        n, m, p = rng.randint(1, 4), rng.randint(1, 4), rng.randint(1, 4)
        a = mod.Matrix([[rng.randint(-5, 5) for _ in range(m)] for _ in range(n)])
        b = mod.Matrix([[rng.randint(-5, 5) for _ in range(p)] for _ in range(m)])
        try:
            out.append((a @ b).rows)
        except Exception as e:
            out.append(repr(type(e).__name__))
        sq = mod.Matrix([[rng.randint(-3, 3) for _ in range(n)] for _ in range(n)])
        try:
            out.append((sq.power(rng.randint(0, 5)).rows, str(sq.determinant())))
        except Exception as e:
            out.append(repr(type(e).__name__))
    out.extend(mod.fibonacci(k) for k in range(0, 100, 7))
    return out
