"""Behaviour probe: generated CSV files through parsing, aggregation and rendering."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    parsing, summary = mod_loader("report.parsing"), mod_loader("report.summary")
    rng = random.Random(83)
    out = []
    for _ in range(60):
        rows = ["Day,region,PRODUCT,units,price"]
        for _ in range(rng.randint(0, 5)):
            rows.append(",".join([rng.choice(["2026-01-02", "2026-02-30", "2026-03-04"]),
                                  rng.choice(["north", " south", "West "]),
                                  rng.choice(["pen", "ink"]), str(rng.randint(-1, 9)),
                                  rng.choice(["1.5", "2", "x"])]))
        sales = _call(parsing.parse_sales, "\n".join(rows), skip_bad=rng.random() < 0.7)
        if isinstance(sales, list):
            result = (_call(summary.revenue_by, sales, "region"), _call(summary.render, sales, "Rep"))
        else:
            result = sales
        out.append((result, _call(summary.growth, rng.randint(-5, 5), rng.randint(-5, 5))))
    return out
