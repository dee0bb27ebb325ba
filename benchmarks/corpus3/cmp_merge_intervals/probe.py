"""Behaviour probe: random sets of small intervals, many of which touch."""

import random


def probe(import_module):
    mod = import_module("intervals")
    rng = random.Random(112)
    out = []
    for _ in range(60):
        intervals = []
        for _ in range(rng.randint(0, 6)):
            start = rng.randint(0, 15)
            intervals.append((start, start + rng.randint(0, 3)))
        try:
            out.append((mod.merge_intervals(intervals), mod.covered_length(intervals),
                        mod.gaps(intervals), mod.insert_interval(intervals, (4, 6))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
