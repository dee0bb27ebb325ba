"""Behaviour probe: totients of a spread of numbers, primality and fraction counts."""

import random


def probe(import_module):
    mod = import_module("totient")
    rng = random.Random(108)
    out = []
    for n in list(range(1, 41)) + [rng.randint(41, 5000) for _ in range(20)]:
        try:
            out.append((n, mod.totient(n), mod.is_prime(n), mod.reduced_fractions(n % 30)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
