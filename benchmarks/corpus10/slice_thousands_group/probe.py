"""Behaviour probe: grouping, formatting and parsing of random numbers."""

import random


def probe(import_module):
    mod = import_module("thousands_grouping")
    rng = random.Random(9173)
    out = []
    for _ in range(30):
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 13)))
        out.append(mod.group_digits(digits, rng.choice([",", " ", "_"]), rng.randint(1, 4)))
    for _ in range(30):
        value = rng.choice([rng.randint(-10**10, 10**10), rng.randint(-999, 999),
                            round(rng.uniform(-1e7, 1e7), 3)])
        decimals = rng.choice([None, 0, 2])
        text = mod.format_number(value, decimals)
        try:
            out.append((text, mod.parse_grouped(text)))
        except Exception as e:
            out.append((text, repr(type(e).__name__)))
    return out
