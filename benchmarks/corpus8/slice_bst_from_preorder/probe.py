"""Behaviour probe: rebuild BSTs from the preorder of random insertion orders."""

import random


def probe(import_module):
    mod = import_module("bst_from_preorder")
    rng = random.Random(8104)
    out = []
    for _ in range(60):
        keys = rng.sample(range(100), rng.randint(0, 12))
        root = None
        for key in keys:  # insert by hand so the probe does not depend on build()
            node, parent = root, None
            while node is not None:
                parent, node = node, (node.left if key < node.key else node.right)
            new = mod.Node(key)
            if parent is None:
                root = new
            elif key < parent.key:
                parent.left = new
            else:
                parent.right = new
        listing = mod.preorder(root)
        try:
            tree = mod.build(listing)
            out.append((mod.inorder(tree), mod.postorder(tree), mod.height(tree),
                        mod.is_bst_preorder(keys)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
