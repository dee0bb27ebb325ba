import random


def probe(import_module):
    mod = import_module("bipartite")
    rng = random.Random(1104)
    out = []
    for _ in range(12):
        n = rng.randint(1, 9)
        edges = set()
        for _ in range(rng.randint(0, 2 * n)):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                edges.add((min(u, v), max(u, v)))
        edges = sorted(edges)
        if rng.random() < 0.5:
            # force an even-cycle style graph: edges between even and odd labels only
            edges = [(u, v) for u, v in edges if (u + v) % 2 == 1]
        for call in (
            lambda: mod.two_coloring(n, edges),
            lambda: mod.is_bipartite(n, edges),
            lambda: mod.partition(n, edges),
            lambda: mod.component_count(n, edges),
            lambda: mod.conflict_edges(n, edges),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
