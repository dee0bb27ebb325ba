import random


def probe(import_module):
    mod = import_module("primitive_roots")
    rng = random.Random(2718)
    primes = [p for p in range(3, 400) if mod.is_prime(p)]
    out = []
    for _ in range(20):
        p = rng.choice(primes)
        g = rng.randint(1, p - 1)
        for call in (
            lambda: mod.prime_factors(rng.randint(1, 5000)),
            lambda: mod.smallest_primitive_root(p),
            lambda: mod.is_primitive_root(g, p),
            lambda: mod.discrete_log(g, rng.randint(1, p - 1), p),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(10):
        try:
            out.append(mod.all_primitive_roots(rng.choice(primes[:20])))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
