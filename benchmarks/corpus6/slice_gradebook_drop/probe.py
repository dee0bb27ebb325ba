"""Behaviour probe: category averages with drops and weighted finals for random scores."""

import random


def probe(import_module):
    mod = import_module("gradebook")
    rng = random.Random(626)
    out = []
    for _ in range(50):
        gb = mod.Gradebook()
        gb.add_category("hw", 0.4, drop_lowest=rng.randint(0, 3))
        gb.add_category("exam", 0.6)
        for _ in range(rng.randint(1, 6)):
            gb.record("hw", "s", rng.randint(0, 100))
        gb.record("exam", "s", rng.randint(0, 100))
        out.append((gb.categories["hw"].average("s"), gb.final("s"), gb.letter("s")))
    return out
