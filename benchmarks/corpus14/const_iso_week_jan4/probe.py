import random


def probe(import_module):
    mod = import_module("iso_week")
    rng = random.Random(8601)
    out = []
    for _ in range(30):
        year = rng.randint(1600, 2400)
        month = rng.randint(1, 12)
        day = rng.randint(1, 31)
        for call in (
            lambda: mod.iso_calendar(year, month, day),
            lambda: mod.weeks_in_year(year),
            lambda: mod.from_iso(year, rng.randint(1, 53), rng.randint(1, 7)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(10):
        n = rng.randint(1, 800000)
        out.append(mod.from_ordinal(n))
    return out
