"""Behaviour probe: inversion counts and sorts of generated sequences."""


def probe(import_module):
    mod = import_module("inversions")
    out = []
    for seed in range(30):
        items = [(seed * 11 + i * 7) % (5 + seed % 9) for i in range(seed % 12)]
        out.append(mod.sort_and_count(items))
        out.append(round(mod.sortedness(items), 6))
    out.append(mod.kendall_tau_distance("badcfe", "abcdef"))
    return out
