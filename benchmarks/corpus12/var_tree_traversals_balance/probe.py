import random


def probe(import_module):
    mod = import_module("tree_traversals")
    rng = random.Random(1207)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 9) if rng.random() < 0.7 else None
                  for _ in range(rng.randint(0, 15))]
        root = mod.from_level_order(values)
        for call in (lambda: mod.preorder(root), lambda: mod.inorder(root),
                     lambda: mod.postorder(root), lambda: mod.level_order(root, zigzag=True),
                     lambda: mod.height(root), lambda: mod.is_balanced(root),
                     lambda: mod.preorder(mod.mirror(root))):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
