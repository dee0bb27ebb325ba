"""Behaviour probe: decoding counts and readings of random digit strings."""

import random


def probe(import_module):
    mod = import_module("digit_decodings")
    rng = random.Random(8087)
    out = []
    for _ in range(70):
        digits = "".join(rng.choice("0112223456789") for _ in range(rng.randint(0, 9)))
        try:
            out.append((digits, mod.count_decodings(digits), mod.all_decodings(digits)))
        except Exception as e:
            out.append((digits, repr(type(e).__name__)))
    return out
