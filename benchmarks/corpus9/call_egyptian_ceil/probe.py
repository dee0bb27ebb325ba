"""Behaviour probe: greedy Egyptian expansions of random proper and improper fractions."""

import random
from fractions import Fraction


def probe(import_module):
    mod = import_module("egyptian_fractions")
    rng = random.Random(9107)
    out = []
    for _ in range(45):
        d = rng.randint(1, 60)
        n = rng.randint(0, d)
        try:
            out.append((n, d, [str(x) for x in mod.greedy_denominators(Fraction(n, d))]))
        except Exception as e:
            out.append((n, d, repr(type(e).__name__)))
    for _ in range(15):
        d = rng.randint(1, 30)
        n = rng.randint(0, 4 * d)
        try:
            out.append(mod.format_expansion(Fraction(n, d)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
