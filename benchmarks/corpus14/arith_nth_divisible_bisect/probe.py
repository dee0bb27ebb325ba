import random


def probe(import_module):
    mod = import_module("divisibility")
    rng = random.Random(1414)
    out = []
    for _ in range(25):
        divisors = [rng.randint(1, 12) for _ in range(rng.randint(1, 4))]
        limit = rng.randint(-3, 500)
        for call in (
            lambda: mod.count_divisible(limit, divisors),
            lambda: mod.count_in_range(rng.randint(0, 50), limit, divisors),
            lambda: mod.count_coprime(limit, rng.randint(1, 60)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(20):
        divisors = [rng.randint(2, 15) for _ in range(rng.randint(1, 3))]
        try:
            out.append(mod.nth_divisible(rng.randint(1, 60), divisors))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
