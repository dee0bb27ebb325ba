"""Behaviour probe: peaks of random sequences (the peak index and a linear check)."""

import random


def probe(import_module):
    mod = import_module("peak_finder")
    rng = random.Random(8104)
    out = []
    for _ in range(70):
        values = [rng.randint(0, 9) for _ in range(rng.randint(0, 9))]
        try:
            i = mod.find_peak(values)
            out.append((tuple(values), i, mod.is_peak(values, i), mod.all_peaks(values)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(values), repr(type(exc).__name__)))
    return out
