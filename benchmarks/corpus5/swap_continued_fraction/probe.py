"""Behaviour probe: convergents and best approximations of random values."""

import os
import random
import sys
from fractions import Fraction


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    ratio = import_module("ratio")
    rng = random.Random(113)
    out = []
    for _ in range(60):
        value = Fraction(rng.randrange(-500, 500), rng.randrange(1, 200))
        terms = ratio.continued_fraction(value)
        out.append(terms)
        out.append([str(c) for c in ratio.convergents(terms)])
        x = rng.uniform(-10, 10)
        try:
            out.append(str(ratio.best_rational(x, rng.choice([1, 5, 50, 999]))))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
