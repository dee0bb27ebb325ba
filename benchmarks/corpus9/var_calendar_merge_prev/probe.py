"""Behaviour probe: busy blocks and free slots of random meeting lists."""

import random


def probe(import_module):
    mod = import_module("busy_calendar")
    rng = random.Random(9606)
    out = []
    for _ in range(60):
        meetings = []
        for _ in range(rng.randint(0, 6)):
            start = rng.randrange(480, 1080, 15)
            meetings.append((start, start + rng.randrange(15, 150, 15)))
        out.append((mod.merge_busy(meetings), mod.busy_minutes(meetings),
                    mod.free_slots(meetings, 540, 1020, rng.choice([1, 30, 60]))))
    return out
