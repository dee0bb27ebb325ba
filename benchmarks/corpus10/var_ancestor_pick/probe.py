"""Behaviour probe: random level-order trees, ancestors, paths and distances."""

import random


def probe(import_module):
    mod = import_module("common_ancestor")
    rng = random.Random(6151)
    out = []
    for _ in range(60):
        size = rng.randint(1, 15)
        values = [i if i == 0 or rng.random() < 0.8 else None for i in range(size)]
        root = mod.build(values)
        a, b = rng.randrange(size + 1), rng.randrange(size + 1)
        try:
            lca = mod.lowest_common_ancestor(root, a, b)
            path = mod.path_to(root, a)
            dist = mod.distance(root, a, b) if lca is not None else None
            out.append((a, b, lca, path, dist))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
