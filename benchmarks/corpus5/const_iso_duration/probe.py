"""Behaviour probe: add random durations to random dates and measure spans."""

import datetime as dt
import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    iso = import_module("isodur")
    rng = random.Random(8601)
    out = []
    for _ in range(60):
        start = dt.datetime(2020, 1, 1) + dt.timedelta(days=rng.randrange(0, 2000), minutes=rng.randrange(0, 1440))
        text = rng.choice(["", "-"]) + "P" + "".join(
            f"{rng.randrange(1, 14)}{unit}" for unit in "YMD" if rng.random() < 0.5
        ) + rng.choice(["", f"T{rng.randrange(1, 30)}H"])
        try:
            out.append(str(iso.add_duration(start, text)))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
        end = start + dt.timedelta(days=rng.randrange(-400, 400), hours=rng.randrange(0, 24))
        try:
            span = iso.between(start, end)
            out.append(str(span))
            out.append(str(iso.add_duration(start, span)) if not span.negative else None)
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
