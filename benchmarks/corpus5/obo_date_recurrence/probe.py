"""Behaviour probe: expand random rules from random start dates."""

import datetime as dt
import os
import random
import sys
from itertools import islice


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    recur = import_module("recur")
    rng = random.Random(365)
    out = []
    for _ in range(70):
        parts = ["FREQ=" + rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])]
        if rng.random() < 0.4:
            parts.append(f"INTERVAL={rng.randrange(1, 4)}")
        if rng.random() < 0.5:
            parts.append("BYMONTHDAY=" + ",".join(str(rng.choice([1, 15, 28, 30, 31, -1, -2, -3])) for _ in range(rng.randrange(1, 3))))
        if rng.random() < 0.3:
            parts.append("BYDAY=" + ",".join(rng.sample(["MO", "TU", "WE", "TH", "FR", "SA", "SU"], 2)))
        if rng.random() < 0.2:
            parts.append(f"BYMONTH={rng.randrange(1, 13)}")
        start = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(0, 800))
        text = ";".join(parts)
        try:
            dates = list(islice(recur.occurrences(recur.parse_rule(text), start), 6))
            out.append((text, str(start), [d.isoformat() for d in dates]))
        except Exception as exc:  # noqa: BLE001
            out.append((text, type(exc).__name__))
    return out
