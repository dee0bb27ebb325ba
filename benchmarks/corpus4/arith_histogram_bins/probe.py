"""Behaviour probe: random samples binned into histograms with random offsets and widths."""

import random


def probe(import_module):
    mod = import_module("histogram")
    rng = random.Random(431)
    out = []
    for _ in range(60):
        lo = rng.choice([0, 3, 10, -20, 2.5])
        width = rng.choice([1, 2.5, 4, 7])
        hist = mod.Histogram(lo, lo + width * rng.randint(1, 6) - rng.choice([0, 0.5]), width)
        values = [round(rng.uniform(lo - 5, lo + 40), 1) for _ in range(rng.randint(0, 15))]
        try:
            hist.extend(values)
            out.append((hist.counts, hist.underflow, hist.overflow, hist.mode_bin(),
                        round(mod.percentile(values, 75), 4) if values else None))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
