"""Behaviour probe: hand angles at random times and wrapped clock arithmetic."""

import random


def probe(import_module):
    mod = import_module("clock_hands")
    rng = random.Random(1013)
    out = []
    for _ in range(60):
        h, m = rng.randint(0, 23), rng.randint(0, 59)
        out.append((h, m, round(mod.hand_angle(h, m), 6)))
    for _ in range(30):
        text = f"{rng.randint(0, 25):02d}:{rng.randint(0, 61):02d}"
        try:
            out.append((text, mod.add_minutes(text, rng.randint(-3000, 3000)),
                        mod.minutes_between(text, "12:00")))
        except Exception as e:
            out.append((text, repr(type(e).__name__)))
    out.append([(h, str(m)) for h, m in mod.overlaps()])
    return out
