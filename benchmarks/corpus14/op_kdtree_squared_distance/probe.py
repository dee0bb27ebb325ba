import random


def probe(import_module):
    mod = import_module("kdtree")
    rng = random.Random(2424)
    out = []
    for _ in range(25):
        dim = rng.randint(1, 3)
        points = [tuple(rng.randint(0, 15) for _ in range(dim)) for _ in range(rng.randint(0, 15))]
        tree = mod.KDTree(points)
        target = tuple(rng.randint(-2, 17) for _ in range(dim))
        low = tuple(rng.randint(0, 10) for _ in range(dim))
        high = tuple(c + rng.randint(0, 8) for c in low)
        for call in (lambda: tree.nearest(target, k=rng.randint(1, 4)),
                     lambda: tree.within(target, rng.randint(0, 6)),
                     lambda: tree.in_box(low, high),
                     lambda: target in tree):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
