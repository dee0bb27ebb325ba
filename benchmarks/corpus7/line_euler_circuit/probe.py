"""Behaviour probe: Euler paths and circuits of generated multigraphs."""


def probe(import_module):
    mod = import_module("euler")
    out = []
    for seed in range(30):
        n = 3 + seed % 5
        edges = [(i, (i + 1) % n) for i in range(n)]
        edges += [((seed + k) % n, (seed * 3 + k * 2 + 1) % n) for k in range(seed % 4)]
        edges = [e for e in edges if e[0] != e[1]]
        out.append(mod.euler_path(edges))
        out.append(mod.euler_circuit(edges))
    return out
