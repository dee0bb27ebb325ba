"""Behaviour probe: merged and one-pass moments of random samples."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    rs = import_module("runstats")
    rng = random.Random(2718)
    out = []
    for _ in range(40):
        a = [rng.uniform(-50, 50) for _ in range(rng.randrange(0, 20))]
        b = [rng.uniform(-5, 90) for _ in range(rng.randrange(0, 20))]
        merged = rs.RunningStats(a) + rs.RunningStats(b)
        out.append(len(merged))
        for call in (lambda: merged.mean, lambda: merged.variance(), lambda: merged.stdev(sample=False)):
            try:
                out.append(round(call(), 6))
            except ValueError as exc:
                out.append(str(exc))
    for _ in range(20):
        data = [rng.randrange(100) for _ in range(rng.randrange(1, 12))]
        out.append(rs.percentile(data, rng.uniform(0, 100), method=rng.choice(["linear", "lower", "higher", "nearest"])))
    return out
