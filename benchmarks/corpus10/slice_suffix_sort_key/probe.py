"""Behaviour probe: suffix and LCP arrays and derived answers for random small texts."""

import random


def probe(import_module):
    mod = import_module("suffix_array")
    rng = random.Random(10243)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("aab" if rng.random() < 0.5 else "abcn")
                       for _ in range(rng.randint(0, 10)))
        out.append((mod.suffix_array(text), mod.lcp_array(text),
                    mod.longest_repeated_substring(text), mod.count_distinct_substrings(text),
                    mod.burrows_wheeler(text)))
    return out
