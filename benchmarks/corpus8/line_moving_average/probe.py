"""Behaviour probe: random integer streams through windows of random size."""

import random


def probe(import_module):
    mod = import_module("moving_average")
    rng = random.Random(8108)
    out = []
    for _ in range(50):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 10))]
        size = rng.randint(1, 4)
        try:
            tracker = mod.MovingAverage(size)
            stream = tuple(round(tracker.add(v), 9) for v in values)
            out.append((tuple(values), size, stream, tuple(tracker.window()),
                        tuple(round(a, 9) for a in mod.moving_averages(values, size))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(values), size, repr(type(exc).__name__)))
    for alpha in (0.25, 0.5, 1):
        values = [rng.randint(0, 9) for _ in range(5)]
        out.append(tuple(round(s, 9) for s in mod.exponential_moving_average(values, alpha)))
    return out
