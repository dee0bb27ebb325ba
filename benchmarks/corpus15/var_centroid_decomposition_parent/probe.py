import random


def probe(import_module):
    mod = import_module("centroid")
    rng = random.Random(4242)
    out = []
    for _ in range(50):
        n = rng.randint(1, 20)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        if rng.random() < 0.1 and edges:
            edges.pop()
        try:
            out.append(mod.find_centroids(n, edges))
            out.append(mod.decompose(n, edges))
            u, v = rng.randrange(n), rng.randrange(n)
            out.append(mod.centroid_ancestors(n, edges, u))
            out.append(mod.separating_centroid(n, edges, u, v))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
