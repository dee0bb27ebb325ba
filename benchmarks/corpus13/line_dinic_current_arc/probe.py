import random


def probe(import_module):
    mod = import_module("dinic")
    rng = random.Random(2718)
    out = []
    for _ in range(50):
        n = rng.randint(2, 7)
        net = mod.FlowNetwork(n)
        for _ in range(rng.randint(0, 12)):
            net.add_edge(rng.randrange(n), rng.randrange(n), rng.randint(0, 9))
        source, sink = rng.sample(range(n), 2)
        try:
            out.append((net.max_flow(source, sink), net.min_cut(source)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        left, right = rng.randint(1, 4), rng.randint(1, 4)
        pairs = [(rng.randrange(left), rng.randrange(right)) for _ in range(rng.randint(0, 6))]
        try:
            out.append(mod.max_matching(left, right, pairs))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
