import random


def probe(import_module):
    mod = import_module("binary_lifting")
    rng = random.Random(1210)
    out = []
    for _ in range(25):
        n = rng.randint(1, 14)
        edges = [(v, rng.randrange(v)) for v in range(1, n)]
        root = rng.randrange(n)
        try:
            t = mod.AncestorTable(n, edges, root=root)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        out.append(t.depth)
        for _ in range(3):
            u, v = rng.randrange(n), rng.randrange(n)
            for call in (lambda: t.lca(u, v), lambda: t.distance(u, v),
                         lambda: t.kth_ancestor(u, rng.randint(-1, 5)),
                         lambda: t.is_ancestor(u, v), lambda: t.path(u, v)):
                try:
                    out.append(call())
                except Exception as e:
                    out.append(repr(type(e).__name__))
    return out
