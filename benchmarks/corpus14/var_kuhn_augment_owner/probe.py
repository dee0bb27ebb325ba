import random


def probe(import_module):
    mod = import_module("kuhn_matching")
    rng = random.Random(3141)
    out = []
    for _ in range(30):
        nl, nr = rng.randint(0, 6), rng.randint(0, 6)
        left, right = list(range(nl)), [chr(97 + i) for i in range(nr)]
        edges = [(u, v) for u in left for v in right if rng.random() < 0.35]
        try:
            g = mod.BipartiteGraph(left, right, edges)
            out.append(g.maximum_matching())
            out.append(g.minimum_vertex_cover())
        except Exception as e:
            out.append(repr(type(e).__name__))
        prefs = {f"p{i}": rng.sample("xyzw", rng.randint(0, 3)) for i in range(rng.randint(1, 5))}
        try:
            out.append(sorted(mod.assign(prefs).items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
