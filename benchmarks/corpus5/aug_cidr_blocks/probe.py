"""Behaviour probe: summarize random ranges, collapse random networks."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    ck = import_module("cidrkit")
    rng = random.Random(192)
    out = []
    for _ in range(50):
        first = rng.randrange(0, 2**32 - 5000)
        last = first + rng.choice([0, 1, 3, 7, 100, 255, 4095])
        out.append([str(n) for n in ck.summarize_range(first, last)])
    for _ in range(20):
        nets = []
        for _ in range(rng.randrange(1, 6)):
            prefix = rng.randrange(20, 31)
            nets.append(ck.Network.parse(f"10.0.{rng.randrange(0, 16)}.{rng.randrange(0, 256)}/{prefix}", strict=False))
        out.append([str(n) for n in ck.collapse(nets)])
    return out
