import random


def probe(import_module):
    mod = import_module("graph_coloring")
    rng = random.Random(2718)
    out = []
    for _ in range(25):
        n = rng.randint(1, 7)
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.4]
        adj = mod.build_graph(range(n), edges)
        for fn in (mod.chromatic_number, mod.greedy_coloring, mod.dsatur_coloring):
            try:
                out.append(fn(adj))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
