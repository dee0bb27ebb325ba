"""Behaviour probe: random graphs, their redundant edges, components and sizes."""

import random


def probe(import_module):
    mod = import_module("union_find_links")
    rng = random.Random(5573)
    out = []
    for _ in range(60):
        n = rng.randint(1, 10)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 12))]
        try:
            out.append((
                mod.redundant_edges(edges),
                mod.components(range(n), edges),
                mod.component_sizes(range(n), edges),
                mod.is_tree(n, edges),
            ))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
