import random


def probe(import_module):
    mod = import_module("vptree")
    rng = random.Random(7777)
    out = []
    for _ in range(25):
        points = [(rng.randint(-20, 20), rng.randint(-20, 20)) for _ in range(rng.randint(0, 40))]
        tree = mod.VPTree(points)
        for _ in range(2):
            q = (rng.randint(-25, 25), rng.randint(-25, 25))
            try:
                out.append([round(d, 9) for d, _ in tree.nearest(q, rng.randint(0, 5))])
            except Exception as e:
                out.append(repr(type(e).__name__))
            try:
                out.append([(round(d, 9), p) for d, p in tree.within(q, rng.uniform(0, 15))])
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
