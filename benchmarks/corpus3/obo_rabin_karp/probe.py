"""Behaviour probe: random texts over a small alphabet searched for short patterns."""

import random


def probe(import_module):
    mod = import_module("rabin_karp")
    rng = random.Random(114)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("ab") for _ in range(rng.randint(0, 12)))
        pattern = "".join(rng.choice("ab") for _ in range(rng.randint(0, 3)))
        try:
            out.append((mod.find_all(text, pattern), mod.find_first(text, text[-2:])))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
