import random


def probe(import_module):
    mod = import_module("cliques")
    rng = random.Random(3131)
    out = []
    for _ in range(60):
        n = rng.randint(0, 9)
        p = rng.choice([0.3, 0.5, 0.7])
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p]
        try:
            out.append(mod.maximal_cliques(n, edges))
            out.append((mod.clique_number(n, edges), mod.clique_size_histogram(n, edges)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
