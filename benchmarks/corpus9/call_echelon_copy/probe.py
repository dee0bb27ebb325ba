"""Behaviour probe: several queries in a row on the same random matrices."""

import random


def _s(x):
    return str(x)


def probe(import_module):
    mod = import_module("square_matrix")
    rng = random.Random(9106)
    out = []
    for _ in range(55):
        n = rng.randint(1, 4)
        rows = [[rng.randint(-4, 4) for _ in range(n)] for _ in range(n)]
        b = [rng.randint(-6, 6) for _ in range(n)]
        m = mod.SquareMatrix(rows)
        row = [n]
        for query in (m.determinant, m.rank, lambda: m.solve(b), m.determinant,
                      lambda: m.transpose().determinant()):
            try:
                res = query()
                row.append([_s(v) for v in res] if isinstance(res, list) else _s(res))
            except Exception as e:
                row.append(repr(type(e).__name__))
        row.append([[_s(v) for v in r] for r in m.rows])
        out.append(tuple(row))
    return out
