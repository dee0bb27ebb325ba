"""Behaviour probe: Boyer-Moore search against random texts over a tiny alphabet."""

import random


def probe(import_module):
    mod = import_module("boyer_moore_bad_char")
    rng = random.Random(9808)
    out = []
    for _ in range(70):
        text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 18)))
        pattern = "".join(rng.choice("abc") for _ in range(rng.randint(1, 4)))
        try:
            out.append((text, pattern, mod.search(text, pattern), mod.count(text, pattern)))
        except Exception as e:
            out.append((text, pattern, repr(type(e).__name__)))
    return out
