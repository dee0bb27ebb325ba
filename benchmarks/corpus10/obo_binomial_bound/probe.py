"""Behaviour probe: binomials, closed-form Catalan numbers and the recurrence table."""

import random


def probe(import_module):
    mod = import_module("catalan_table")
    rng = random.Random(6029)
    out = []
    for _ in range(40):
        n = rng.randint(0, 30)
        k = rng.randint(-1, n + 1)
        out.append((n, k, mod.binomial(n, k)))
    for n in range(-1, 20):
        try:
            out.append(mod.catalan(n))
        except Exception as e:
            out.append(repr(type(e).__name__))
    out.append(mod.catalan_numbers(25))
    out.extend(mod.monotone_paths(n) for n in range(6))
    return out
