"""Behaviour probe: worked, billable and hourly minutes of random days."""

import random


def probe(import_module):
    mod = import_module("timesheet")
    rng = random.Random(629)
    out = []
    for _ in range(50):
        t, spans = rng.randint(300, 600), []
        for _ in range(rng.randint(1, 3)):
            start, t = t, t + rng.randint(5, 200)
            spans.append(f"{mod.fmt(start)}-{mod.fmt(t)}")
            t += rng.randint(0, 60)
        day = mod.Day.parse("d", ",".join(spans))
        out.append((day.worked, day.breaks, day.billable()))
        if len(out) < 12:
            out.append(mod.hourly_breakdown([day]))
    return out
