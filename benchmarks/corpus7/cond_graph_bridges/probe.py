"""Behaviour probe: bridges and cut vertices of generated sparse graphs."""


def probe(import_module):
    mod = import_module("bridges")
    out = []
    for seed in range(20):
        n = 4 + seed % 6
        edges = [(i, i + 1) for i in range(n - 1)]
        edges += [((seed * 3 + k * 5) % n, (seed + k * 7) % n) for k in range(seed % 4)]
        out.append(mod.bridges(edges))
        out.append(mod.articulation_points(edges))
        out.append(mod.is_two_edge_connected(edges))
    return out
