"""Behaviour probe: business-day counts, rolls and offsets around random dates."""

import datetime as dt
import random


def probe(import_module):
    mod = import_module("bizdays")
    rng = random.Random(608)
    cal = mod.BusinessCalendar(mod.HolidayRules.default())
    out = []
    for n in range(30):
        day = dt.date(2020, 1, 1) + dt.timedelta(days=rng.randint(0, 2000))
        other = day + dt.timedelta(days=rng.randint(-40, 40))
        out.append((cal.is_business_day(day), cal.count(day, other), cal.roll(day, "modified")))
        offset = rng.choice([-7, 9]) if n < 1 else 0
        try:
            out.append(cal.add(day, offset))
        except OverflowError:
            out.append("OverflowError")
    return out
