"""Behaviour probe: provinces, redundant roads and group sizes of random road networks."""

import random


def probe(import_module):
    mod = import_module("count_provinces")
    rng = random.Random(9909)
    out = []
    for _ in range(25):
        n = rng.randint(1, 9)
        roads = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 10))]
        matrix = [[1 if i == j else 0 for j in range(n)] for i in range(n)]
        for a, b in roads:
            matrix[a][b] = matrix[b][a] = 1
        try:
            out.append(mod.count_provinces(matrix))
            out.append(tuple(mod.redundant_roads(n, roads)))
            out.append(mod.largest_province(n, roads))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
