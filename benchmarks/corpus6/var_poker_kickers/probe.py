"""Behaviour probe: categories and pairwise comparisons of random hands."""

import random


def probe(import_module):
    mod = import_module("poker")
    rng = random.Random(638)
    deck = [r + s for r in mod.RANKS for s in mod.SUITS]
    out = []
    for _ in range(60):
        a, b = rng.sample(deck, 5), rng.sample(deck, 5)
        ha, hb = mod.Hand(" ".join(a)), mod.Hand(" ".join(b))
        out.append((ha.category.name, ha < hb, ha == hb))
    return out
