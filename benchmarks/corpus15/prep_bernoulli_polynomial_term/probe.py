import random
from fractions import Fraction


def probe(import_module):
    mod = import_module("bernoulli")
    rng = random.Random(1729)
    out = []
    for _ in range(60):
        n = rng.randint(-1, 9)
        x = Fraction(rng.randint(-6, 6), rng.randint(1, 4))
        try:
            out.append(str(mod.bernoulli_polynomial(max(n, 0), x)))
        except Exception as e:
            out.append(type(e).__name__)
        a = rng.randint(-1, 8)
        b = a + rng.randint(-1, 10)
        try:
            out.append(mod.power_sum_between(a, b, rng.randint(0, 5)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.power_sum(rng.randint(-1, 30), max(n, 0)))
            out.append(str(mod.bernoulli(n, rng.choice("-+"))))
        except Exception as e:
            out.append(type(e).__name__)
    return out
