"""Behaviour probe: random numerals in random bases, with and without radix points."""

import random

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def probe(import_module):
    mod = import_module("radix_parse")
    rng = random.Random(8111)
    out = []
    for _ in range(60):
        base = rng.randint(2, 36)
        whole = "".join(rng.choice(DIGITS[:base]) for _ in range(rng.randint(1, 8)))
        frac = "".join(rng.choice(DIGITS[:base]) for _ in range(rng.randint(0, 4)))
        text = rng.choice(["", "-"]) + whole + ("." + frac if frac else "")
        try:
            out.append((text, base, str(mod.parse_number(text, base))))
        except Exception as e:
            out.append((text, base, repr(type(e).__name__)))
    for prefix in ("0x", "0b", "0o", ""):
        for _ in range(5):
            body = "".join(rng.choice("01") for _ in range(rng.randint(1, 10)))
            out.append(str(mod.parse_number(prefix + body)))
    return out
