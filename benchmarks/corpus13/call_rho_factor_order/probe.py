import random


def probe(import_module):
    mod = import_module("pollard_rho")
    rng = random.Random(9001)
    small = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79,
             83, 89, 97, 101, 103, 107, 109, 113, 127, 1009, 7919]
    out = []
    for _ in range(60):
        n = 1
        for _ in range(rng.randint(0, 5)):
            n *= rng.choice(small)
        for call in (lambda: mod.prime_factors(n),
                     lambda: mod.format_factorization(n),
                     lambda: mod.smallest_prime_factor(n)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
