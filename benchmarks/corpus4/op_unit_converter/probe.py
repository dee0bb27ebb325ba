"""Behaviour probe: random conversions in each dimension, mixed units and best units."""

import random

PAIRS = [("km", "mi"), ("ft", "cm"), ("lb", "g"), ("min", "d"), ("C", "K"), ("F", "C"),
         ("oz", "kg"), ("yd", "in")]


def probe(import_module):
    mod = import_module("convert")
    rng = random.Random(411)
    out = []
    for _ in range(60):
        src, dst = rng.choice(PAIRS)
        value = rng.randint(-200, 5000) / 10
        try:
            out.append((round(mod.convert(value, src, dst), 6),
                        mod.mixed(abs(value), src if src in "kmftydmi" else "m", ["ft", "in"]),
                        mod.best_unit(value, dst) if dst not in "CFK" else None))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
