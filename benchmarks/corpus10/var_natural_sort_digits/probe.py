"""Behaviour probe: natural keys, sorts and comparisons of random short file names."""

import random


def probe(import_module):
    mod = import_module("natural_sort_key")
    rng = random.Random(6151)
    pieces = ["a", "B", "file", "v", ".", "-", "0", "7", "12", "007", "99", "x"]
    names = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 4))) for _ in range(60)]
    out = []
    for name in names:
        out.append(mod.natural_key(name))
    for a, b in zip(names, names[1:]):
        out.append(mod.natural_compare(a, b))
    for k in range(0, 60, 10):
        out.append(mod.natural_sorted(names[k:k + 10]))
    return out
