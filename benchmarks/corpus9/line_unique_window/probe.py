"""Behaviour probe: sliding windows over random strings."""

import random


def probe(import_module):
    mod = import_module("longest_unique_window")
    rng = random.Random(9606)
    out = []
    for _ in range(70):
        s = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 16)))
        try:
            out.append((s, mod.longest_unique_window(s), mod.longest_unique_substring(s),
                        mod.longest_k_distinct(s, rng.randint(0, 3))))
        except Exception as e:
            out.append((s, repr(type(e).__name__)))
    return out
