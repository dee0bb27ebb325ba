import random


def probe(import_module):
    mod = import_module("btree")
    rng = random.Random(3131)
    out = []
    for _ in range(20):
        t = rng.randint(2, 4)
        keys = [rng.randint(0, 60) for _ in range(rng.randint(0, 30))]
        try:
            tree = mod.BTree(t=t, keys=keys)
            out.append(list(tree))
            out.append(len(tree))
            out.append(tree.height())
            probes = [rng.randint(0, 60) for _ in range(5)]
            out.append([p in tree for p in probes])
            out.append(tree.range(min(probes), max(probes)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
