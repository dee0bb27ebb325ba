"""Behaviour probe: parsing random numerals, valid and garbled, and converting numbers."""

import random


def probe(import_module):
    mod = import_module("roman_numerals")
    rng = random.Random(8108)
    out = []
    for _ in range(70):
        number = rng.randint(1, 3999)
        numeral = mod.to_roman(number)
        if rng.random() < 0.3:
            numeral = "".join(rng.choice("IVXLCDM") for _ in range(rng.randint(1, 6)))
        try:
            out.append((numeral, mod.from_roman(numeral)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((numeral, repr(type(exc).__name__)))
    return out
