"""Behaviour probe: Fibonacci, modular Fibonacci and Lucas numbers at random indices."""

import random


def probe(import_module):
    mod = import_module("fib_doubling")
    rng = random.Random(9203)
    out = []
    for _ in range(30):
        n = rng.randint(-40, 400)
        out.append((n, mod.fibonacci(n)))
    for _ in range(30):
        n, m = rng.randint(0, 10 ** 12), rng.randint(1, 10 ** 6)
        try:
            out.append((n, m, mod.fib_mod(n, m)))
        except Exception as e:
            out.append((n, m, repr(type(e).__name__)))
    out.extend(mod.lucas(n) for n in range(0, 60, 3))
    return out
