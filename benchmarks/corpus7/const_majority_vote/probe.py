"""Behaviour probe: majorities and frequent items of generated sequences."""


def probe(import_module):
    mod = import_module("majority_vote")
    out = []
    for seed in range(25):
        items = [(seed * 3 + i * i * (seed % 4 + 1)) % (2 + seed % 3) for i in range(seed % 10)]
        out.append(mod.majority_candidate(items))
        out.append(mod.majority(items))
        out.append(mod.frequent_items(items, 3))
    return out
