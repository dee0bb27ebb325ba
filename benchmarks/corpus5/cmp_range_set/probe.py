"""Behaviour probe: random adds/removes and notation round trips."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    rs = import_module("rangeset")
    rng = random.Random(31337)
    out = []
    for _ in range(40):
        ranges = rs.RangeSet()
        for _ in range(rng.randrange(1, 8)):
            start = rng.randrange(0, 30)
            item = (start, start + rng.randrange(1, 6))
            if rng.random() < 0.75:
                ranges.add(item)
            else:
                ranges.remove(item)
        out.append(repr(ranges))
        out.append((ranges.measure, len(ranges), [p for p in range(0, 36, 3) if p in ranges]))
    for _ in range(30):
        parts = []
        for _ in range(rng.randrange(1, 6)):
            a = rng.randrange(1, 25)
            parts.append(str(a) if rng.random() < 0.4 else f"{a}-{a + rng.randrange(0, 4)}")
        text = ",".join(parts)
        out.append((text, rs.format_ranges(rs.parse_ranges(text))))
    return out
