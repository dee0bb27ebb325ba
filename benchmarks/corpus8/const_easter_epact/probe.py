"""Behaviour probe: Easter and related feasts for random Gregorian years."""

import random


def probe(import_module):
    mod = import_module("computus")
    rng = random.Random(8106)
    out = []
    for _ in range(80):
        year = rng.randint(1583, 3000)
        try:
            out.append((year, mod.easter(year).isoformat(), mod.pentecost(year).isoformat()))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
