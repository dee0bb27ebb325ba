"""Behaviour probe: Fibonacci numbers up to n = 80 and Zeckendorf sums."""

import random


def probe(import_module):
    mod = import_module("fibonacci")
    rng = random.Random(109)
    out = []
    for n in range(0, 81, 2):
        try:
            out.append(mod.fib(n))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for _ in range(20):
        try:
            out.append(mod.zeckendorf(rng.randint(0, 10**12)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
