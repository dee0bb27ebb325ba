import random


def probe(import_module):
    mod = import_module("month_math")
    rng = random.Random(4108)
    out = []
    for _ in range(30):
        date = (rng.randint(1890, 2110), rng.randint(1, 12), rng.randint(1, 28))
        if rng.random() < 0.5:
            date = (date[0], date[1], mod.days_in_month(date[0], date[1]))
        other = (rng.randint(1890, 2110), rng.randint(1, 12), rng.randint(1, 28))
        for call in (
            lambda: mod.add_months(date, rng.randint(-40, 40)),
            lambda: mod.add_years(date, rng.randint(-5, 5)),
            lambda: mod.months_between(date, other),
            lambda: mod.end_of_month(date),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    try:
        out.append(mod.month_schedule((2024, 1, 30), 14))
    except Exception as e:
        out.append(repr(type(e).__name__))
    return out
