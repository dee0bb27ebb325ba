import random


def probe(import_module):
    mod = import_module("held_karp")
    rng = random.Random(1414)
    out = []
    for _ in range(60):
        n = rng.randint(1, 7)
        edges = [(u, v, rng.randint(1, 20)) for u in range(n) for v in range(u + 1, n)
                 if rng.random() < 0.8]
        try:
            m = mod.distance_matrix(n, edges, symmetric=rng.random() < 0.7)
            out.append(mod.shortest_tour(m))
            out.append(mod.shortest_hamiltonian_path(m))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
