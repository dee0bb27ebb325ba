"""Behaviour probe: distances and paths of generated digraphs with positive weights."""


def probe(import_module):
    mod = import_module("floyd_warshall")
    out = []
    for seed in range(12):
        n = 3 + seed % 4
        edges = [((seed + i * 2) % n, (seed * 3 + i * 5 + 1) % n, (seed * 7 + i * 3) % 8 + 1)
                 for i in range(2 * n)]
        pairs = mod.AllPairs(n, [e for e in edges if e[0] != e[1]])
        out.append(pairs.dist)
        for u in range(n):
            out.append([pairs.path(u, v) for v in range(n)])
        out.append(pairs.center())
    return out
