"""Behaviour probe: months of several years, their week grids and nth weekdays."""

import random


def probe(import_module):
    mod = import_module("monthcal")
    rng = random.Random(406)
    out = []
    for _ in range(60):
        cal = mod.MonthCalendar(rng.randint(1999, 2030), rng.randint(1, 12), rng.randint(0, 6))
        try:
            weeks = cal.weeks()
            out.append((cal.length, len(weeks), weeks[0], weeks[-1], cal.header()[:5],
                        str(cal.nth_weekday(rng.choice([1, 2, 5, -1]), rng.randint(0, 6)))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
