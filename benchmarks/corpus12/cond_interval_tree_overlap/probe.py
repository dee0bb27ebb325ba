import random


def probe(import_module):
    mod = import_module("interval_tree")
    rng = random.Random(1204)
    out = []
    for _ in range(60):
        tree = mod.IntervalTree()
        for idx in range(rng.randint(0, 12)):
            start = rng.randint(0, 60)
            try:
                tree.add(start, start + rng.randint(-2, 15), idx)
            except Exception as e:
                out.append(repr(type(e).__name__))
        lo = rng.randint(-5, 70)
        hi = lo + rng.randint(-1, 10)
        for call in (lambda: tree.overlapping(lo, hi), lambda: tree.stab(lo),
                     lambda: tree.span(), lambda: tree.merged(), lambda: len(tree)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
