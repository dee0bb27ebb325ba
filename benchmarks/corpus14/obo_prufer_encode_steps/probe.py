import random


def probe(import_module):
    mod = import_module("prufer")
    rng = random.Random(9001)
    out = []
    for _ in range(40):
        n = rng.randint(1, 9)
        seq = [rng.randrange(n) for _ in range(max(n - 2, 0))]
        try:
            edges = mod.from_prufer(seq) if n >= 2 else []
            out.append(edges)
            out.append(mod.to_prufer(n, edges))
            out.append(mod.tree_rank(n, edges))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
