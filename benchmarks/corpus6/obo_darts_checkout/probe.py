"""Behaviour probe: checkouts for every score from 2 to 170, and random turns."""

import random


def probe(import_module):
    mod = import_module("darts")
    rng = random.Random(637)
    out = [mod.checkout(n) for n in range(2, 171, 3)]
    names = ["T20", "T19", "D20", "S20", "S1", "BULL", "D10"]
    for _ in range(20):
        throws = [rng.choice(names) for _ in range(3)]
        try:
            out.append(mod.apply_turn(rng.randint(2, 180), throws))
        except ValueError as exc:
            out.append(str(exc))
    return out
