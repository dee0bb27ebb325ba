"""Behaviour probe: range queries and statistics of random multisets."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("sortedbag")
    rng = random.Random(620)
    out = []
    for _ in range(30):
        bag = mod.SortedBag(rng.randint(0, 12) for _ in range(rng.randint(1, 15)))
        low, high = sorted(rng.sample(range(0, 13), 2))
        out.append((bag.irange(low, high), bag.irange(low, high, inclusive=False)))
        out.append((mod.share_at_most(bag, rng.randint(0, 12)), mod.window_counts(bag, 4, 0, 12)))
    return out
