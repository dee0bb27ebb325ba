"""Behaviour probe: weekdays of random dates, n-th weekdays and Friday the 13ths."""

import random


def probe(import_module):
    mod = import_module("zeller_weekday")
    rng = random.Random(4417)
    out = []
    for _ in range(60):
        year, month, day = rng.randint(1600, 2400), rng.randint(1, 12), rng.randint(1, 31)
        try:
            out.append((year, month, day, mod.weekday(year, month, day)))
        except Exception as e:
            out.append((year, month, day, repr(type(e).__name__)))
    for _ in range(20):
        year, month, wday, n = rng.randint(1900, 2100), rng.randint(1, 12), rng.randint(0, 6), rng.choice([-1, 1, 2, 5])
        try:
            out.append(mod.nth_weekday(year, month, wday, n))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for year in range(2000, 2010):
        out.append(mod.friday_13ths(year))
    return out
