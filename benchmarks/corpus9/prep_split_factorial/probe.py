"""Behaviour probe: binary-splitting products on random ranges and arguments."""

import random


def probe(import_module):
    mod = import_module("split_product")
    rng = random.Random(9101)
    out = []
    for _ in range(25):
        lo = rng.randint(-5, 60)
        hi = lo + rng.randint(0, 40)
        try:
            out.append(("range", lo, hi, mod.product_range(lo, hi)))
        except Exception as e:
            out.append(("range", lo, hi, repr(type(e).__name__)))
    for _ in range(20):
        n = rng.randint(0, 60)
        k = rng.randint(-1, n + 1)
        try:
            out.append(("binomial", n, k, mod.binomial(n, k)))
        except Exception as e:
            out.append(("binomial", n, k, repr(type(e).__name__)))
    for n in range(0, 40, 3):
        try:
            out.append(("factorial", n, mod.factorial(n)))
        except Exception as e:
            out.append(("factorial", n, repr(type(e).__name__)))
    for _ in range(10):
        x, k = rng.randint(1, 30), rng.randint(0, 25)
        try:
            out.append(("rising", x, k, mod.rising_factorial(x, k), mod.falling_factorial(x + k, k)))
        except Exception as e:
            out.append(("rising", x, k, repr(type(e).__name__)))
    return out
