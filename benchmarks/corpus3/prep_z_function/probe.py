"""Behaviour probe: Z-arrays and searches over random two-letter strings."""

import random


def probe(import_module):
    mod = import_module("z_function")
    rng = random.Random(134)
    out = []
    for _ in range(60):
        s = "".join(rng.choice("ab") for _ in range(rng.randint(0, 12)))
        try:
            out.append((mod.z_function(s), mod.find_occurrences(s, s[:2]),
                        mod.smallest_period(s)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
