import random


def probe(import_module):
    mod = import_module("tonelli_shanks")
    rng = random.Random(1729)
    primes = [p for p in range(3, 400) if mod.is_prime(p)]
    out = []
    for _ in range(60):
        p = rng.choice(primes)
        a = rng.randrange(-5, 2 * p)
        for call in (lambda: mod.legendre(a, p),
                     lambda: mod.sqrt_mod(a, p),
                     lambda: mod.solve_quadratic(rng.randint(1, p - 1), rng.randrange(p), a, p)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
