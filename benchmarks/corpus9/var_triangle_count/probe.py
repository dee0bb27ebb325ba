"""Behaviour probe: triangles and clustering of random small graphs."""

import random


def probe(import_module):
    mod = import_module("count_triangles")
    rng = random.Random(9303)
    out = []
    for _ in range(60):
        n = rng.randint(1, 8)
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.5]
        try:
            out.append(tuple(mod.triangles(n, edges)))
            out.append(mod.count_triangles(n, edges))
            out.append(round(mod.clustering_coefficient(n, edges, rng.randrange(n)), 6))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
