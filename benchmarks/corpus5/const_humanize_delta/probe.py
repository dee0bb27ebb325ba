"""Behaviour probe: natural deltas, times and sizes of random magnitudes."""

import datetime as dt
import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    hu = import_module("humane")
    rng = random.Random(1234)
    out = []
    now = dt.datetime(2024, 1, 1)
    for _ in range(70):
        seconds = rng.choice([rng.randrange(0, 200), rng.randrange(0, 10**5), rng.randrange(0, 10**7), rng.randrange(0, 10**8)])
        out.append(hu.naturaldelta(seconds))
        out.append(hu.naturaldelta(seconds, months=False))
        out.append(hu.naturaltime(now - dt.timedelta(seconds=seconds * rng.choice([1, -1])), now=now))
        out.append(hu.precisedelta(seconds, minimum_unit=rng.choice(["day", "hour", "minute", "second"])))
        out.append(hu.naturalsize(seconds * 37, binary=rng.random() < 0.5))
    return out
