import random


def probe(import_module):
    mod = import_module("binary_gcd")
    rng = random.Random(1776)
    out = []

    def record(fn, *args):
        try:
            out.append(fn(*args))
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(15):
        a = rng.randint(-10 ** 6, 10 ** 6) * rng.choice([1, 2, 4, 6])
        b = rng.randint(-10 ** 6, 10 ** 6) * rng.choice([1, 3, 8])
        n = rng.choice([rng.randint(0, 200), rng.randint(1, 60) ** 2, rng.randint(1, 10 ** 5)])
        record(mod.binary_gcd, a, b)
        record(mod.lcm, a, b)
        record(mod.reduce_fraction, a, b % 97 - 48)
        record(mod.divisors, n)
        record(mod.divisor_sum, n, rng.random() < 0.5)
        record(mod.classify, n)
        record(mod.gcd_many, [a, b, n])
    return out
