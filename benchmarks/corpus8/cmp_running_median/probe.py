"""Behaviour probe: running medians and halves of random streams."""

import random


def probe(import_module):
    mod = import_module("running_median")
    rng = random.Random(8107)
    out = []
    for _ in range(60):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 9))]
        try:
            tracker = mod.RunningMedian(values)
            out.append((mod.running_medians(values), tracker.halves(), len(tracker)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
