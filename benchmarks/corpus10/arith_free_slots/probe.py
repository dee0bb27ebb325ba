"""Behaviour probe: free slots of random calendars."""

import random


def _clock(rng):
    return f"{rng.randint(7, 18):02d}:{rng.choice([0, 5, 15, 20, 30, 45, 50, 55]):02d}"


def probe(import_module):
    mod = import_module("free_slots")
    rng = random.Random(10567)
    out = []
    for _ in range(60):
        busy = []
        for _ in range(rng.randint(0, 5)):
            a, b = sorted((_clock(rng), _clock(rng)))
            busy.append(f"{a}-{b}")
        length = rng.choice([1, 10, 30, 60])
        try:
            out.append((busy, mod.free_slots(busy, min_length=length),
                        mod.first_fit(busy, rng.choice([15, 45, 90])),
                        [mod.to_minutes(_clock(rng)) for _ in range(2)]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
