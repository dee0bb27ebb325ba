import random


def probe(import_module):
    mod = import_module("k_core")
    rng = random.Random(4242)
    out = []
    for _ in range(30):
        n = rng.randint(0, 9)
        verts = list(range(n))
        rng.shuffle(verts)
        edges = [(rng.choice(verts), rng.choice(verts)) for _ in range(rng.randint(0, 2 * n))]
        try:
            adj = mod.graph_from_edges(edges, vertices=verts)
            out.append(sorted(mod.core_numbers(adj).items()))
            out.append(mod.degeneracy_ordering(adj))
            out.append(sorted(mod.k_core(adj, rng.randint(0, 3))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
