"""Behaviour probe: palindromic partitions of short random strings."""

import random


def probe(import_module):
    mod = import_module("palindrome_partitions")
    rng = random.Random(9010)
    out = []
    for _ in range(60):
        s = "".join(rng.choice("ab") for _ in range(rng.randint(0, 8)))
        try:
            out.append((s, mod.partitions(s), mod.min_cuts(s), mod.fewest_pieces(s)))
        except Exception as e:
            out.append((s, repr(type(e).__name__)))
    return out
