"""Behaviour probe: random ranges stepped, split by month, counted and overlapped."""

import random
from datetime import date, timedelta


def probe(import_module):
    mod = import_module("daterange")
    rng = random.Random(403)
    out = []

    def rand_range():
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 60))
        return mod.DateRange(start, start + timedelta(days=rng.randint(0, 20)))

    for _ in range(60):
        a, b = rand_range(), rand_range()
        try:
            both = a.overlap(b)
            out.append((len(a), len(list(a.days(rng.choice([1, 2, 7])))), len(a.by_month()),
                        a.business_days(), str(both) if both else None))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for n in range(8):
        out.append(str(mod.DateRange.parse(f"2024-0{n + 1}-03..2024-0{n + 2}-01")))
    return out
