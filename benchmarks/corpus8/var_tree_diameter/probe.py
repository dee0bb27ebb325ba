"""Behaviour probe: diameter, height and radius of random trees."""

import random


def probe(import_module):
    mod = import_module("tree_diameter")
    rng = random.Random(8103)
    out = []
    for _ in range(60):
        size = rng.randint(1, 14)
        edges = [(rng.randrange(i), i) for i in range(1, size)]
        rng.shuffle(edges)
        root = rng.randrange(size)
        try:
            out.append((mod.diameter(edges), mod.diameter(edges, root=root),
                        mod.height(edges, root), mod.radius(edges)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
