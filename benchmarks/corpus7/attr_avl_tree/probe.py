"""Behaviour probe: shapes of AVL trees built from generated key sequences."""


def probe(import_module):
    mod = import_module("avl")
    out = []
    for seed in range(20):
        keys = [(seed * 17 + i * 31) % 97 for i in range(5 + seed * 3)]
        tree = mod.AVLTree(keys)
        out.append(tree.height())
        out.append(tree.is_balanced())
        out.append(tree.root.key)
    return out
