"""Behaviour probe: atoi values of random strings of spaces, signs, digits and letters."""

import random

PIECES = [" ", "  ", "+", "-", "0", "7", "42", "2147483647", "2147483648", "9", "x", "a1", ".5", ","]


def probe(import_module):
    mod = import_module("atoi_parse")
    rng = random.Random(3119)
    out = []
    for _ in range(70):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 5)))
        try:
            out.append(mod.parse_int32(text))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(15):
        line = ",".join(rng.choice(["1", " -3", "12x", "", "99999999999", "+5"])
                        for _ in range(rng.randint(1, 4)))
        try:
            out.append(mod.sum_fields(line))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
