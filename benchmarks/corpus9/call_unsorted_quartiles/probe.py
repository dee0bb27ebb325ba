"""Behaviour probe: percentiles, quartiles and outliers of random samples."""

import random


def _r(x):
    return round(x, 6) if isinstance(x, float) else x


def probe(import_module):
    mod = import_module("quartile_stats")
    rng = random.Random(9105)
    out = []
    for _ in range(40):
        data = [rng.randint(-50, 50) for _ in range(rng.randint(1, 12))]
        p = rng.choice([0, 10, 25, 33.3, 50, 75, 90, 100])
        try:
            out.append((tuple(data), p, _r(mod.percentile(data, p)),
                        tuple(_r(q) for q in mod.quartiles(data))))
        except Exception as e:
            out.append((tuple(data), repr(type(e).__name__)))
    for _ in range(20):
        data = [rng.gauss(0, 1) for _ in range(15)] + [rng.choice([-9.0, 9.0, 0.5])]
        try:
            out.append(([_r(v) for v in mod.outliers(data)], _r(mod.iqr(data))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
