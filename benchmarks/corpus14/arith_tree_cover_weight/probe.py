import random


def probe(import_module):
    mod = import_module("tree_cover")
    rng = random.Random(2024)
    out = []
    for _ in range(30):
        n = rng.randint(0, 10)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        weights = None if rng.random() < 0.3 else [rng.randint(0, 9) for _ in range(n)]
        for fn in (mod.min_vertex_cover_weight, mod.min_vertex_cover,
                   mod.max_independent_set_weight):
            try:
                out.append(fn(n, edges, weights))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
