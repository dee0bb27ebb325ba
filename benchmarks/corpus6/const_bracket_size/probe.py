"""Behaviour probe: bracket sizes, seedings and champions for fields of 1 to 40."""

import random


def probe(import_module):
    mod = import_module("bracket")
    rng = random.Random(623)
    out = []
    for n in range(1, 41):
        players = [f"p{i:02d}" for i in range(n)]
        rng.shuffle(players)
        champ = mod.champion(players, lambda a, b: min(a, b))
        out.append((mod.bracket_size(n), champ, len(mod.first_round(players))))
    for k in range(5):
        out.append(mod.seed_order(2**k))
    for n in (3, 5, 7, 12, 16):
        out.append([(m.home, m.away) for m in mod.first_round([str(i) for i in range(n)])])
    return out
