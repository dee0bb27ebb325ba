import random


def probe(import_module):
    mod = import_module("min_cut")
    rng = random.Random(1515)
    out = []
    for _ in range(60):
        n = rng.randint(1, 8)
        edges = [(u, v, rng.randint(0, 9)) for u in range(n) for v in range(u + 1, n)
                 if rng.random() < 0.45]
        try:
            weight, side = mod.stoer_wagner(n, edges)
            out.append((weight, mod.cut_value(n, edges, side)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.is_k_edge_connected(n, edges, rng.randint(1, 3)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
