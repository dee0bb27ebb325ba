"""Behaviour probe: random binary trees rebuilt from their preorder and inorder walks."""

import random


def probe(import_module):
    mod = import_module("rebuild_tree")
    rng = random.Random(8087)
    out = []
    for _ in range(60):
        values = rng.sample(range(100), rng.randint(0, 9))
        root = None
        for value in values:  # a random binary tree: insert along random turns
            node = mod.TreeNode(value)
            if root is None:
                root = node
                continue
            cur = root
            while True:
                side = "left" if rng.random() < 0.5 else "right"
                if getattr(cur, side) is None:
                    setattr(cur, side, node)
                    break
                cur = getattr(cur, side)
        pre, ino = mod.preorder_of(root), mod.inorder_of(root)
        try:
            rebuilt = mod.rebuild(pre, ino)
            out.append((pre, mod.postorder_of(rebuilt), mod.height(rebuilt)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
