"""Behaviour probe: components of generated digraphs."""


def probe(import_module):
    mod = import_module("scc")
    out = []
    for seed in range(30):
        n = 3 + seed % 7
        graph = {u: sorted({(u * 3 + seed + k * 5) % n for k in range(1 + (u + seed) % 2)})
                 for u in range(n)}
        out.append(mod.components(graph))
        out.append(mod.condensation(graph)[1])
    return out
