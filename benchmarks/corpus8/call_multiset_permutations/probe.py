"""Behaviour probe: distinct permutations of small random multisets."""

import random


def probe(import_module):
    mod = import_module("multiset_permutations")
    rng = random.Random(8103)
    out = []
    for _ in range(60):
        items = [rng.randint(1, 3) for _ in range(rng.randint(0, 5))]
        try:
            perms = mod.unique_permutations(items)
            out.append((tuple(items), len(perms), perms[:4], perms[-1:]))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(items), repr(type(exc).__name__)))
    return out
