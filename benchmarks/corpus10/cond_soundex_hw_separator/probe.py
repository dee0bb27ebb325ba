"""Behaviour probe: Soundex codes of random name-like strings rich in h and w."""

import random


def probe(import_module):
    mod = import_module("soundex_code")
    rng = random.Random(4409)
    alphabet = "aeiouyhwhwbcdfgklmnprstsckz' -"
    out = []
    names = []
    for _ in range(70):
        name = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9)))
        if rng.random() < 0.5:
            name = name.capitalize()
        names.append(name)
        try:
            out.append(mod.soundex(name))
        except Exception as e:
            out.append(repr(type(e).__name__))
    good = [n for n in names if any(c.isalpha() for c in n)]
    out.append(mod.group_by_sound(good))
    for a, b in zip(good, good[1:]):
        out.append(mod.sounds_alike(a, b))
    return out
