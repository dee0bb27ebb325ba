"""Behaviour probe: spanning trees of generated graphs and point sets."""


def probe(import_module):
    mod = import_module("prim")
    out = []
    for seed in range(25):
        n = 2 + seed % 6
        edges = [(i, i + 1, (seed * 3 + i * 7) % 10 + 1) for i in range(n - 1)]
        edges += [((seed + k) % n, (seed * 2 + k * 3) % n, k + 2) for k in range(seed % 5)]
        edges = [e for e in edges if e[0] != e[1]]
        out.append(mod.prim(n, edges))
        points = [((seed * 7 + i * 5) % 11, (seed + i * i) % 9) for i in range(1 + seed % 7)]
        out.append(mod.cable_length(points))
    return out
