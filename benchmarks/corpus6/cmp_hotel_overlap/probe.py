"""Behaviour probe: random booking requests, availability and occupancy."""

import datetime as dt
import random


def probe(import_module):
    mod = import_module("hotel")
    rng = random.Random(625)
    out = []
    base = dt.date(2024, 7, 1)
    for _ in range(6):
        hotel = mod.Hotel({"a": 80, "b": 100, "c": 120})
        for _ in range(10):
            start = base + dt.timedelta(days=rng.randint(0, 10))
            end = start + dt.timedelta(days=rng.randint(1, 4))
            try:
                out.append(hotel.book("g", start, end).room)
            except mod.BookingError as exc:
                out.append(str(exc))
        out.append([hotel.occupancy(base + dt.timedelta(days=d)) for d in range(14)])
    return out
