"""Behaviour probe: decimal expansions of random signed fractions, zero numerators included."""

import random


def probe(import_module):
    mod = import_module("recurring_decimal")
    rng = random.Random(3391)
    out = []
    for i in range(70):
        num = 0 if i % 5 == 0 else rng.randint(-200, 200)
        den = rng.choice([-1, 1]) * rng.randint(1, 60)
        try:
            out.append((num, den, mod.to_decimal(num, den)))
        except Exception as e:
            out.append((num, den, repr(type(e).__name__)))
    for den in range(1, 20):
        out.append(mod.period_length(den))
    return out
