import random


def probe(import_module):
    mod = import_module("scapegoat_tree")
    rng = random.Random(9001)
    out = []
    for _ in range(25):
        tree = mod.ScapegoatTree(rng.choice([0.55, 2 / 3, 0.75, 0.9]))
        n = rng.randint(0, 40)
        keys = list(range(n)) if rng.random() < 0.4 else [rng.randint(0, 60) for _ in range(n)]
        try:
            for key in keys:
                tree.insert(key, -key)
            out.append((tree.size, tree.height(), tree.rebuilds))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(tree.items())
            out.append([tree.get(rng.randint(0, 60)) for _ in range(5)])
        except Exception as e:
            out.append(type(e).__name__)
    return out
