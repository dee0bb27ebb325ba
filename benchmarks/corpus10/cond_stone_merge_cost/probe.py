"""Behaviour probe: merge costs and merge plans of random rows of piles."""

import random


def probe(import_module):
    mod = import_module("stone_merge_cost")
    rng = random.Random(3119)
    out = []
    for _ in range(60):
        piles = [rng.randint(-1 if rng.random() < 0.05 else 0, 9) for _ in range(rng.randint(0, 8))]
        try:
            out.append((piles, mod.merge_cost(piles), mod.merge_tree(piles)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for n in (16, 20, 24):
        piles = [rng.randint(1, 9) for _ in range(n)]
        try:
            out.append((piles, mod.merge_cost(piles)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
