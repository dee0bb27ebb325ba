"""Behaviour probe: schedule lengths and interest totals for random loans."""

import random
from decimal import Decimal


def probe(import_module):
    mod = import_module("amortize")
    rng = random.Random(622)
    out = []
    for _ in range(50):
        principal = Decimal(rng.randint(500, 30000))
        rate = Decimal(rng.randint(0, 120)) / 1000
        sched = mod.schedule(principal, rate, rng.randint(1, 60), Decimal(rng.choice([0, 0, 50])))
        out.append((sched.months, str(sched.total_interest), str(sched.total_paid)))
    return out
