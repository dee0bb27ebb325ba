"""Behaviour probe: NPV and (discounted) payback of random cash-flow series."""

import random


def _r(x):
    return None if x is None else round(x, 6)


def probe(import_module):
    mod = import_module("payback_period")
    rng = random.Random(9103)
    out = []
    for _ in range(60):
        years = rng.randint(1, 7)
        flows = [-rng.randint(0, 20) * 50] + [rng.randint(-2, 12) * 25 for _ in range(years)]
        rate = rng.choice([0.0, 0.05, 0.08, 0.12])
        row = [tuple(flows), rate]
        for fn in (lambda: mod.npv(rate, flows), lambda: mod.payback_period(flows),
                   lambda: mod.discounted_payback(rate, flows)):
            try:
                row.append(_r(fn()))
            except Exception as e:
                row.append(repr(type(e).__name__))
        out.append(tuple(row))
    return out
