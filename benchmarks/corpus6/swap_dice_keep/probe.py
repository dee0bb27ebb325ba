"""Behaviour probe: exact odds and seeded rolls of random dice expressions."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("dicenotation")
    rng = random.Random(616)
    out = []
    for _ in range(55):
        count = rng.randint(1, 4)
        keep = rng.randint(1, count)
        sides, kind = rng.choice([4, 6, 8]), rng.choice("hl")
        spec = f"{count}d{sides}k{kind}{keep}{rng.choice(['', '+1', '-2'])}"
        out.append((spec, str(mod.mean(spec)), str(mod.at_least(spec, rng.randint(1, 12)))))
        out.append(mod.roll(spec, random.Random(len(out))).total)
    return out
