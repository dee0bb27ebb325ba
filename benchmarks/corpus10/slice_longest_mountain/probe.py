"""Behaviour probe: longest mountains of random height profiles."""

import random


def probe(import_module):
    mod = import_module("longest_mountain")
    rng = random.Random(8369)
    out = []
    for _ in range(70):
        heights = [rng.randint(0, 6) for _ in range(rng.randint(0, 12))]
        try:
            out.append((heights, mod.peaks(heights), mod.mountain_bounds(heights),
                        mod.mountain_length(heights), mod.longest_mountain(heights)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
