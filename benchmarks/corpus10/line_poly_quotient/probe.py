"""Behaviour probe: long division, products and values of random rational polynomials."""

import random


def probe(import_module):
    mod = import_module("polynomial_division")
    rng = random.Random(2203)
    out = []
    for _ in range(60):
        p = mod.Polynomial([rng.randint(-9, 9) for _ in range(rng.randint(1, 7))])
        d = mod.Polynomial([rng.randint(-5, 5) for _ in range(rng.randint(1, 4))])
        try:
            q, r = p.divmod(d)
            out.append(([str(c) for c in q.coeffs], [str(c) for c in r.coeffs], q.degree))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append((str(p(rng.randint(-4, 4))), [str(c) for c in (p * d).coeffs]))
    return out
