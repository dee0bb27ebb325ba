"""Behaviour probe: calendar periods of random dates."""

import random
from datetime import date, timedelta


def probe(import_module):
    mod = import_module("fiscal_periods")
    rng = random.Random(9108)
    out = []
    for _ in range(60):
        day = date(1990, 1, 1) + timedelta(days=rng.randint(0, 20000))
        start = rng.randint(1, 12)
        first = rng.choice([0, 6])
        row = [day.isoformat(), start, first]
        for fn in (lambda: mod.week_of_month(day, first),
                   lambda: mod.weeks_in_month(day.year, day.month, first),
                   lambda: mod.fiscal_quarter(day.month, start),
                   lambda: mod.fiscal_year(day, start),
                   lambda: [d.isoformat() for d in mod.quarter_bounds(day.year, mod.quarter(day.month))]):
            try:
                row.append(fn())
            except Exception as e:
                row.append(repr(type(e).__name__))
        out.append(tuple(row))
    return out
