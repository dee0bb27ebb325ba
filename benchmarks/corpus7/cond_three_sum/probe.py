"""Behaviour probe: triples, pairs and closest sums of generated number lists."""


def probe(import_module):
    mod = import_module("three_sum")
    out = []
    for seed in range(20):
        spread = 1 + seed % 5
        nums = [(seed * 7 + i * 3) % (2 * spread + 1) - spread for i in range(3 + seed % 8)]
        out.append(mod.three_sum(nums))
        out.append(mod.three_sum(nums, spread))
        out.append(mod.pair_sums(nums, 1))
        out.append(mod.closest_three_sum(nums, 7))
    for k in range(3, 8):
        out.append(mod.three_sum([k] * k, 3 * k))
    return out
