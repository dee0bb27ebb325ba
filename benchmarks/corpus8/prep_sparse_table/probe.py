"""Behaviour probe: range minimum and spread queries over random arrays."""

import random


def probe(import_module):
    mod = import_module("sparse_table")
    rng = random.Random(8109)
    out = []
    for _ in range(60):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(1, 12))]
        queries = []
        for _ in range(4):
            lo = rng.randrange(len(values))
            queries.append((lo, rng.randrange(lo, len(values))))
        row = [tuple(values), tuple(queries)]
        for fn in (mod.range_minimums, mod.range_spreads):
            try:
                row.append(fn(values, queries))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    return out
