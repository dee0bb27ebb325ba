import random


def probe(import_module):
    mod = import_module("order_stat_tree")
    rng = random.Random(1103)
    out = []
    for _ in range(10):
        keys = rng.sample(range(100), rng.randint(1, 15))
        try:
            tree = mod.OrderStatTree(keys)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        out.append(len(tree))
        out.append(tree.in_order())
        for call in (
            lambda: tree.select(rng.randint(0, len(keys) - 1)),
            lambda: tree.rank(rng.randint(0, 100)),
            lambda: tree.count_range(rng.randint(0, 50), rng.randint(40, 100)),
            lambda: tree.insert(rng.randint(0, 100)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
