"""Behaviour probe: fees for returns from well before to long after the due date."""

import datetime as dt
import random


def probe(import_module):
    lib_mod = import_module("library")
    rng = random.Random(624)
    out = []
    start = dt.date(2024, 1, 10)
    for _ in range(60):
        lib = lib_mod.Library()
        lib.add_book("b", "Book")
        lib.add_member("m", "M")
        lib.checkout("b", "m", start)
        if rng.random() < 0.3:
            lib.renew("b")
        fee = lib.checkin("b", start + dt.timedelta(days=rng.randint(0, 70)))
        out.append((str(fee), str(lib.members["m"].fees)))
    return out
