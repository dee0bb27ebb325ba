"""Behaviour probe: balanced ternary numerals of random integers."""

import random


def probe(import_module):
    mod = import_module("balanced_ternary")
    rng = random.Random(9109)
    out = []
    for _ in range(40):
        n = rng.randint(-5000, 5000)
        try:
            numeral = mod.to_balanced_ternary(n)
            out.append((n, numeral, mod.from_balanced_ternary(numeral)))
        except Exception as e:
            out.append((n, repr(type(e).__name__)))
    for _ in range(20):
        a, b = rng.randint(-300, 300), rng.randint(-300, 300)
        try:
            s = mod.add(mod.to_balanced_ternary(a), mod.to_balanced_ternary(b))
            out.append((a, b, s, mod.round_to_trits(a, rng.randint(0, 4))))
        except Exception as e:
            out.append((a, b, repr(type(e).__name__)))
    return out
