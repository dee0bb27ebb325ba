"""Behaviour probe: digital roots and persistences of numbers whose root is not 9."""

import random


def probe(import_module):
    mod = import_module("digital_root")
    rng = random.Random(113)
    out = []
    for _ in range(50):
        n = rng.randint(0, 10**9)
        out.append((mod.additive_persistence(n), mod.multiplicative_persistence(n)))
    for n in (0, 1, 8, 10, 17, 18, 27, 81, 99, 1000, 123456789):
        try:
            out.append(mod.digital_root(n))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
