"""Behaviour probe: rank random permutations, unrank random ranks, round trips."""

import random
from math import factorial


def probe(import_module):
    mod = import_module("perm_rank")
    rng = random.Random(8109)
    out = []
    for _ in range(60):
        n = rng.randint(0, 7)
        items = rng.sample(range(20), n)
        perm = items[:]
        rng.shuffle(perm)
        rank = rng.randrange(factorial(n))
        row = [tuple(perm)]
        for step in ("rank", "unrank", "round trip", "factoradic"):
            try:
                if step == "rank":
                    value = mod.permutation_rank(perm)
                elif step == "unrank":
                    value = tuple(mod.permutation_unrank(items, rank))
                elif step == "round trip":
                    value = mod.permutation_rank(mod.permutation_unrank(items, rank)) == rank
                else:
                    value = tuple(mod.factoradic(rank, n))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                value = repr(type(exc).__name__)
            row.append(value)
        out.append(tuple(row))
    return out
