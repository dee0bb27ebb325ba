import random


def probe(import_module):
    mod = import_module("optimal_bst")
    rng = random.Random(1210)
    out = []

    def shape(node):
        if node is None:
            return None
        return (node.key, shape(node.left), shape(node.right))

    for _ in range(50):
        keys = sorted(rng.sample(range(100), rng.randint(0, 7)))
        freqs = [rng.randint(0, 20) for _ in keys]
        if rng.random() < 0.1 and keys:
            freqs[0] = -1
        try:
            out.append(mod.optimal_cost(keys, freqs))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            tree = mod.build_tree(keys, freqs)
            out.append((shape(tree), mod.height(tree), mod.inorder(tree) == keys))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
