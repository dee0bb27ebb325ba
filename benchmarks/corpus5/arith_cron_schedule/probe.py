"""Behaviour probe: next fire times of random cron expressions from random starts."""

import os
import random
import sys
from datetime import datetime, timedelta


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    cronexpr = import_module("cronexpr")
    rng = random.Random(1207)
    minutes = ["*", "0", "*/15", "5,35", "10-20/5"]
    hours = ["*", "0", "9-17", "*/6", "23"]
    days = ["*", "1", "15", "1,15", "28-31", "*/10"]
    months = ["*", "1", "JAN-MAR", "*/4", "6,12"]
    weekdays = ["*", "0", "MON-FRI", "SAT,SUN", "3"]
    out = []
    for _ in range(70):
        text = " ".join(rng.choice(part) for part in (minutes, hours, days, months, weekdays))
        start = datetime(2023, 1, 1) + timedelta(minutes=rng.randrange(0, 60 * 24 * 700))
        try:
            fires = list(cronexpr.iter_fires(text, start, count=3))
            out.append((text, str(start), [f.isoformat() for f in fires]))
        except Exception as exc:  # noqa: BLE001 - record the failure mode
            out.append((text, str(start), type(exc).__name__, str(exc)[:60]))
    return out
