"""Behaviour probe: minimum cuts and partitions of random strings over a small alphabet."""

import random


def probe(import_module):
    mod = import_module("palindrome_cuts")
    rng = random.Random(8105)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("aab") for _ in range(rng.randint(0, 12)))
        for fn in (mod.min_cuts, mod.partition):
            try:
                out.append(fn(text))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(repr(type(exc).__name__))
    return out
