"""Behaviour probe: permutations of generated multisets."""


def probe(import_module):
    mod = import_module("permutations")
    out = []
    for seed in range(25):
        items = [(seed + i * i) % (1 + seed % 4) for i in range(seed % 6)]
        out.append(mod.unique_permutations(items))
        out.append(mod.count_unique_permutations(items))
    for n in range(6):
        out.append(mod.nth_permutation("abcab", n * 5))
    return out
