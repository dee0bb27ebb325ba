import random


def probe(import_module):
    mod = import_module("edmonds_karp")
    rng = random.Random(1202)
    out = []
    for _ in range(50):
        n = rng.randint(2, 7)
        net = mod.FlowNetwork(n)
        for _ in range(rng.randint(0, 12)):
            try:
                net.add_edge(rng.randrange(n), rng.randrange(n + 1), rng.randint(-1, 9))
            except Exception as e:
                out.append(repr(type(e).__name__))
        s, t = rng.randrange(n), rng.randrange(n)
        try:
            out.append(net.min_cut(s, t))
        except Exception as e:
            out.append(repr(type(e).__name__))
        left = list(range(rng.randint(0, 4)))
        right = ["r%d" % i for i in range(rng.randint(0, 4))]
        pairs = [(a, b) for a in left for b in right if rng.random() < 0.4]
        try:
            out.append(mod.max_bipartite_matching(left, right, pairs))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
