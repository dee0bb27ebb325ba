import random


def probe(import_module):
    mod = import_module("dominators")
    rng = random.Random(6464)
    out = []
    for _ in range(60):
        n = rng.randint(1, 10)
        graph = {v: [w for w in range(n) if rng.random() < 0.22] for v in range(n)}
        try:
            dom = mod.DominatorTree(graph, 0)
            out.append(sorted((v, dom.immediate_dominator(v)) for v in range(n)
                              if dom.reachable(v)))
            out.append(sorted((v, sorted(f)) for v, f in dom.frontier().items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
