"""Behaviour probe: primality, decomposition and next primes of random integers."""

import random


def probe(import_module):
    mod = import_module("miller_rabin")
    rng = random.Random(1107)
    out = []
    for _ in range(40):
        n = rng.randrange(2, 10 ** rng.randint(1, 15))
        try:
            out.append((n, mod.is_prime(n), mod.next_prime(n)))
        except Exception as e:
            out.append((n, repr(type(e).__name__)))
    for _ in range(20):
        n = rng.randrange(1, 10 ** 6) * 2
        try:
            out.append(mod.decompose(n))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
