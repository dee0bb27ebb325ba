import random


def probe(import_module):
    mod = import_module("llrb_tree")
    rng = random.Random(5150)
    out = []

    def shape(node):
        if node is None:
            return None
        return (node.key, node.red, shape(node.left), shape(node.right))

    for _ in range(30):
        tree = mod.RedBlackMap()
        n = rng.randint(0, 25)
        keys = sorted(range(n), reverse=rng.random() < 0.5) if rng.random() < 0.4 else [rng.randint(0, 40) for _ in range(n)]
        try:
            for key in keys:
                tree.put(key, key * 2)
            out.append((mod.black_height(tree.root), shape(tree.root)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            probes = [rng.randint(-1, 41) for _ in range(4)]
            out.append([(tree.get(k), tree.rank(k)) for k in probes])
        except Exception as e:
            out.append(type(e).__name__)
    return out
