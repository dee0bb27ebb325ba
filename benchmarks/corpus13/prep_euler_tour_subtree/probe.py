import random


def probe(import_module):
    mod = import_module("euler_tour")
    rng = random.Random(6161)
    out = []
    for _ in range(50):
        n = rng.randint(1, 10)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        t = mod.FlatTree(n, edges, root=rng.randrange(n))
        u, v = rng.randrange(n), rng.randrange(n)
        out.append((t.subtree(u), t.leaves_under(u)))
        out.append((t.lca(u, v), t.distance(u, v), t.path(u, v)))
        out.append(t.subtree_sums([rng.randint(-5, 5) for _ in range(n)]))
    return out
