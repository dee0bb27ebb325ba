"""Behaviour probe: random pairs through gcd, inverse and CRT."""

import random


def probe(import_module):
    mod = import_module("extended_euclid")
    rng = random.Random(107)
    out = []
    for _ in range(60):
        a, b = rng.randint(-50, 200), rng.choice([0, rng.randint(1, 200)])
        m1, m2 = rng.randint(1, 30), rng.randint(1, 30)
        for fn, args in (
            (mod.extended_gcd, (a, b)),
            (mod.mod_inverse, (abs(a), rng.randint(2, 60))),
            (mod.crt, (rng.randint(0, 40), m1, rng.randint(0, 40), m2)),
        ):
            try:
                out.append(fn(*args))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
