"""Behaviour probe: simple and weighted moving averages of random series and windows."""

import random


def probe(import_module):
    mod = import_module("moving_averages")
    rng = random.Random(7013)
    out = []
    for _ in range(60):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 12))]
        window = rng.randint(0, 5)
        try:
            out.append([round(v, 9) for v in mod.simple_moving_average(values, window)])
        except Exception as e:
            out.append(repr(type(e).__name__))
        if window:
            out.append([round(v, 9) for v in mod.weighted_moving_average(values, window)])
        out.append([round(v, 9) for v in mod.cumulative_average(values)])
    return out
