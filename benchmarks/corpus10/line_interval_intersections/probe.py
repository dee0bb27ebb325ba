"""Behaviour probe: normalise and intersect random interval lists."""

import random


def _intervals(rng):
    out = []
    for _ in range(rng.randint(0, 6)):
        start = rng.randint(0, 40)
        out.append((start, start + rng.randint(0, 8)))
    return out


def probe(import_module):
    mod = import_module("interval_intersections")
    rng = random.Random(1017)
    out = []
    for _ in range(60):
        first, second = _intervals(rng), _intervals(rng)
        try:
            a, b = mod.normalize(first), mod.normalize(second)
            out.append((a, b, mod.intersect(a, b), mod.common_length(first, second)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
