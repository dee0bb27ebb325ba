"""Behaviour probe: openness and next opening times at random moments."""

import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("openhours")
    rng = random.Random(612)
    out = []
    specs = ["Mo-Fr 09:00-17:00", "Tu,Th 07:30-11:00; Sa 10:00-02:00", "Su 12:00-13:00"]
    for spec in specs:
        hours = mod.OpeningHours(spec)
        out.append(hours.weekly_minutes())
        for _ in range(20):
            moment = dt.datetime(2024, 1, 1) + dt.timedelta(minutes=rng.randint(0, 20000))
            out.append((hours.is_open(moment), hours.next_close(moment)))
            out.append(hours.next_open(moment))
    return out
