"""Behaviour probe: weekdays of random dates across four centuries."""

import random


def probe(import_module):
    mod = import_module("zeller")
    rng = random.Random(131)
    out = []
    for _ in range(60):
        year, month = rng.randint(1600, 2400), rng.randint(1, 12)
        day = rng.randint(1, mod.days_in_month(year, month))
        try:
            out.append((year, month, day, mod.day_name(year, month, day)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
