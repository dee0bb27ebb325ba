"""Behaviour probe: digit sums, roots and Harshad tests of random (signed) integers."""

import random


def probe(import_module):
    mod = import_module("digit_sums")
    rng = random.Random(9104)
    out = []
    for _ in range(60):
        n = rng.randint(0, 10**rng.randint(1, 12))
        base = rng.choice([2, 3, 8, 10, 16])
        row = [n, base]
        for fn in (mod.digit_sum, mod.digital_root, mod.additive_persistence, mod.is_harshad):
            try:
                row.append(fn(n, base))
            except Exception as e:
                row.append(repr(type(e).__name__))
        out.append(tuple(row))
    for _ in range(15):
        n = -rng.randint(1, 10**6)
        try:
            out.append((n, mod.digit_sum(n), mod.is_harshad(n)))
        except Exception as e:
            out.append((n, repr(type(e).__name__)))
    return out
