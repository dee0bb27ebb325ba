"""Behaviour probe: first occurrences and counts on random texts over a small alphabet."""

import random


def probe(import_module):
    mod = import_module("horspool")
    rng = random.Random(8101)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("abcab ") for _ in range(rng.randint(0, 30)))
        if text and rng.random() < 0.6:
            lo = rng.randrange(len(text))
            pattern = text[lo:lo + rng.randint(1, 4)]
        else:
            pattern = "".join(rng.choice("abc") for _ in range(rng.randint(1, 3)))
        start = rng.randint(0, 3)
        try:
            out.append((mod.find(text, pattern, start), mod.count(text, pattern)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
