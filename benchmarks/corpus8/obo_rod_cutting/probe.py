"""Behaviour probe: random price lists, rod lengths and cut costs."""

import random


def probe(import_module):
    mod = import_module("rod_cutting")
    rng = random.Random(8110)
    out = []
    for _ in range(60):
        prices = [rng.randint(0, 12) for _ in range(rng.randint(0, 6))]
        length = rng.randint(-1, 9)
        cut_cost = rng.choice((0, 0, 1, 3))
        try:
            out.append((tuple(prices), length, cut_cost,
                        mod.best_revenue(prices, length, cut_cost),
                        tuple(mod.best_cuts(prices, length, cut_cost))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(prices), length, cut_cost, repr(type(exc).__name__)))
    return out
