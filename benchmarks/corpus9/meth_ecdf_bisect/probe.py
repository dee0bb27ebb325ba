"""Behaviour probe: CDF, counts, quantiles and KS distances of random integer samples."""

import random


def probe(import_module):
    mod = import_module("empirical_cdf")
    rng = random.Random(9110)
    out = []
    for _ in range(30):
        sample = [rng.randint(0, 12) for _ in range(rng.randint(1, 10))]
        other = [rng.randint(0, 12) for _ in range(rng.randint(1, 10))]
        try:
            d, e = mod.EmpiricalDistribution(sample), mod.EmpiricalDistribution(other)
        except Exception as exc:
            out.append(repr(type(exc).__name__))
            continue
        x = rng.randint(-1, 13)
        p = rng.choice([0.1, 0.25, 0.5, 0.75, 1.0])
        row = [tuple(sample), x, p]
        for fn in (lambda: round(d.cdf(x), 6), lambda: d.count_between(x - 2, x + 2),
                   lambda: d.quantile(p), lambda: round(d.ks_distance(e), 6)):
            try:
                row.append(fn())
            except Exception as exc:
                row.append(repr(type(exc).__name__))
        out.append(tuple(row))
        out.append(round(d.survival(rng.choice(sample)), 6))
    return out
