import random


def probe(import_module):
    mod = import_module("heavy_light")
    rng = random.Random(7070)
    out = []
    for _ in range(30):
        n = rng.randint(1, 25)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        rng.shuffle(edges)
        values = [rng.randint(-9, 9) for _ in range(n)]
        try:
            hl = mod.HeavyLight(n, edges, values, root=rng.randrange(n))
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for _ in range(3):
            u, v = rng.randrange(n), rng.randrange(n)
            row = []
            for fn, args in ((hl.lca, (u, v)), (hl.distance, (u, v)),
                             (hl.path_sum, (u, v)), (hl.subtree_sum, (u,))):
                try:
                    row.append(fn(*args))
                except Exception as e:
                    row.append(repr(type(e).__name__))
            out.append(tuple(row))
        hl.set_value(rng.randrange(n), rng.randint(-9, 9))
        try:
            out.append((hl.path_sum(0, n - 1), hl.subtree_sum(0), len(hl.chains())))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
