"""Behaviour probe: random booking requests, conflicts and free slots."""

import random


def probe(import_module):
    mod = import_module("calendar_booking")
    rng = random.Random(9010)
    out = []
    for _ in range(20):
        cal = mod.Calendar()
        verdicts = []
        for n in range(rng.randint(1, 10)):
            start = rng.randint(0, 20)
            end = start + rng.randint(0, 5)
            try:
                verdicts.append(cal.book(start, end, f"e{n}"))
            except Exception as e:
                verdicts.append(repr(type(e).__name__))
        out.append(tuple(verdicts))
        start = rng.randint(0, 20)
        try:
            out.append(tuple(cal.conflicts(start, start + rng.randint(1, 6))))
            out.append(tuple(cal.free_slots(0, 26, rng.randint(1, 3))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
