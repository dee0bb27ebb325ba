"""Behaviour probe: random lists, sorted plain, by key and by record field."""

import random


def probe(import_module):
    mod = import_module("insertion_sort")
    rng = random.Random(101)
    out = []
    for _ in range(60):
        values = [rng.randint(-5, 5) for _ in range(rng.randint(0, 9))]
        pairs = [(rng.randint(0, 3), i) for i in range(rng.randint(0, 8))]
        try:
            out.append((
                mod.insertion_sort(values),
                mod.insertion_sort(pairs, key=lambda p: p[0]),
                mod.count_shifts(values),
                [r["id"] for r in mod.sort_records(
                    [{"id": i, "k": v} for i, v in enumerate(values)], "k")],
            ))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
