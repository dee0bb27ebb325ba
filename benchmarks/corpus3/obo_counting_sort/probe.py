"""Behaviour probe: random integer lists, keyed sorts and histograms."""

import random


def probe(import_module):
    mod = import_module("counting_sort")
    rng = random.Random(104)
    out = []
    for _ in range(60):
        values = [rng.randint(-6, 6) for _ in range(rng.randint(0, 12))]
        pairs = [(rng.randint(0, 4), i) for i in range(rng.randint(0, 8))]
        for fn, args in (
            (mod.counting_sort, (values,)),
            (mod.counting_sort_by, (pairs, lambda p: p[0], 4)),
            (mod.histogram, (values,)),
        ):
            try:
                out.append(fn(*args))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
