"""Behaviour probe: arithmetic on random integer polynomials."""

import random


def probe(import_module):
    mod = import_module("polynomial")
    rng = random.Random(8110)
    out = []
    for _ in range(60):
        p = [rng.randint(-4, 4) for _ in range(rng.randint(0, 4))]
        q = [rng.randint(-4, 4) for _ in range(rng.randint(0, 4))]
        x = rng.randint(-3, 3)
        try:
            out.append((mod.multiply(p, q), mod.add(p, q), mod.evaluate(p, x),
                        mod.derivative(p), mod.divide_by_root(p, x), mod.power(q, 2)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
