"""Behaviour probe: colourings of generated graphs."""


def probe(import_module):
    mod = import_module("bipartite")
    out = []
    for seed in range(30):
        n = 2 + seed % 7
        edges = [((seed + k * 3) % n, (seed * 2 + k * 5 + 1) % n) for k in range(seed % 5)]
        out.append(mod.two_coloring(n, edges))
        out.append(mod.sides(n, edges))
    return out
