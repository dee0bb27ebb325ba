"""Behaviour probe: ordinals, weekdays and day numbers of random dates."""

import random


def probe(import_module):
    mod = import_module("day_of_year")
    rng = random.Random(8109)
    out = []
    for _ in range(60):
        year = rng.randint(1, 2400)
        month = rng.randint(1, 12)
        day = rng.randint(1, 31)
        other = (rng.randint(1, 2400), rng.randint(1, 12), rng.randint(1, 28))
        try:
            out.append((mod.day_of_year(year, month, day), mod.ordinal((year, month, day)),
                        mod.weekday((year, month, day)), mod.days_between(other, (year, month, day))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
