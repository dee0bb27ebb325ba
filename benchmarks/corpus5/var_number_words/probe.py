"""Behaviour probe: words, ordinals and numerals for random numbers."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    nw = import_module("numwords")
    rng = random.Random(8080)
    out = []
    for _ in range(60):
        n = rng.choice([rng.randrange(0, 120), rng.randrange(0, 10**4), rng.randrange(0, 10**10)])
        for call in (
            lambda: nw.cardinal(n),
            lambda: nw.cardinal(-n, british=True),
            lambda: nw.ordinal_words(n),
            lambda: nw.ordinal_suffix(n),
            lambda: nw.to_roman(n % 3999 + 1),
        ):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001
                out.append(type(exc).__name__)
    return out
