"""Behaviour probe: flatten nested lists by levels, windows, chunks and uniques."""

import random


def _nested(rng, depth=0):
    if depth > 3 or rng.random() < 0.4:
        return rng.choice([1, 2, 3, "ab", (4, 5)])
    return [_nested(rng, depth + 1) for _ in range(rng.randrange(0, 4))]


def probe(import_module):
    ik = import_module("iterkit")
    rng = random.Random(12)
    out = []
    for _ in range(40):
        data = [_nested(rng) for _ in range(rng.randrange(1, 4))]
        out.append(list(ik.flatten(data, levels=rng.choice([None, 0, 1, 2, 3]))))
        out.append(list(ik.flatten(data, levels=1, atomic=(str, tuple))))
    for _ in range(30):
        seq = [rng.randrange(5) for _ in range(rng.randrange(0, 9))]
        out.append(list(ik.windowed(seq, rng.randrange(1, 4), step=rng.randrange(1, 4))))
        out.append(list(ik.chunked(seq, rng.randrange(1, 4))))
        out.append(list(ik.unique_everseen(seq)))
    return out
