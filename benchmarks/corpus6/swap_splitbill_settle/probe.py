"""Behaviour probe: settlements of random groups of expenses."""

import random


def probe(import_module):
    mod = import_module("splitbill")
    rng = random.Random(628)
    people = ("ana", "ben", "cai", "dee")
    out = []
    for _ in range(55):
        expenses = [
            mod.Expense(rng.choice(people), rng.randint(1, 9000),
                        tuple(rng.sample(people, rng.randint(1, 4))))
            for _ in range(rng.randint(1, 5))
        ]
        out.append([str(t) for t in mod.settle(expenses)])
    return out
