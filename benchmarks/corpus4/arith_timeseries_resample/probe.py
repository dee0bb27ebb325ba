"""Behaviour probe: random series resampled with random steps, origins and fills."""

import random


def probe(import_module):
    series = import_module("series")
    mod = import_module("resample")
    rng = random.Random(432)
    out = []
    for _ in range(60):
        s = series.TimeSeries((rng.randint(0, 20000), rng.randint(0, 9))
                              for _ in range(rng.randint(0, 10)))
        step = rng.choice([600, 900, 3600])
        try:
            r = mod.resample(s, step, how=rng.choice(["mean", "sum", "max", "count"]),
                             origin=rng.choice([0, 0, 300, -450, 1800]),
                             fill=rng.choice([None, 0, "previous"]))
            out.append(list(r))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
