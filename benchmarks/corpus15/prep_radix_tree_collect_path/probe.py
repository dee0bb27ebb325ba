import random


def probe(import_module):
    mod = import_module("radix_tree")
    rng = random.Random(909)
    out = []
    for _ in range(40):
        tree = mod.RadixTree()
        for _ in range(rng.randint(0, 25)):
            key = "".join(rng.choice("abc") for _ in range(rng.randint(0, 5)))
            try:
                if rng.random() < 0.7:
                    tree[key] = rng.randint(0, 9)
                else:
                    del tree[key]
                    out.append("del " + key)
            except Exception as e:
                out.append(repr(type(e).__name__))
        prefix = "".join(rng.choice("abc") for _ in range(rng.randint(0, 2)))
        try:
            out.append((len(tree), tree.items(), tree.keys(prefix), "ab" in tree))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
