"""Behaviour probe: random sorted chains, their lookups, removals and merges."""

import random


def probe(import_module):
    mod = import_module("sorted_chain")
    rng = random.Random(1031)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 20) for _ in range(rng.randint(0, 8))]
        try:
            chain = mod.SortedChain(values)
            lookups = [rng.randint(-1, 21) for _ in range(3)]
            found = [(x, chain.index(x), x in chain) for x in lookups]
            removed = [chain.remove(x) for x in lookups]
            other = mod.SortedChain(rng.randint(0, 20) for _ in range(rng.randint(0, 5)))
            merged = chain.merge(other)
            out.append((found, removed, list(chain), len(chain), list(merged), len(merged)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
