"""Behaviour probe: random insert/remove sequences on the search tree."""

import random


def probe(import_module):
    mod = import_module("bst_remove")
    rng = random.Random(9808)
    out = []
    for _ in range(20):
        tree = mod.BinarySearchTree(rng.sample(range(30), rng.randint(0, 12)))
        for _ in range(4):
            key = rng.randrange(30)
            try:
                out.append((key, tree.remove(key), len(tree)))
            except Exception as e:
                out.append((key, repr(type(e).__name__)))
        out.append((tuple(tree.keys()), tree.height()))
    return out
