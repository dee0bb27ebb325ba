"""Behaviour probe: quadrature rules on random polynomials and intervals."""

import math
import random


def probe(import_module):
    mod = import_module("composite_quadrature")
    rng = random.Random(9102)
    out = []
    for _ in range(30):
        coeffs = [rng.randint(-4, 4) for _ in range(4)]
        a = rng.randint(-5, 5) / 2
        b = a + rng.randint(1, 8) / 2
        n = 2 * rng.randint(1, 6)

        def poly(x, c=coeffs):
            return ((c[3] * x + c[2]) * x + c[1]) * x + c[0]

        row = [a, b, n]
        for rule in (mod.simpson, mod.trapezoid, mod.midpoint):
            try:
                row.append(round(rule(poly, a, b, n), 6))
            except Exception as e:
                row.append(repr(type(e).__name__))
        out.append(tuple(row))
    for _ in range(20):
        a = rng.uniform(0.1, 3)
        b = a + rng.uniform(0.1, 3)
        try:
            out.append(round(mod.integrate(math.sqrt, a, b, tol=1e-9), 6))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
