"""Behaviour probe: runs and next terms of random digit strings, and sequences from seeds."""

import random


def probe(import_module):
    mod = import_module("look_and_say")
    rng = random.Random(8101)
    out = []
    for _ in range(50):
        text = "".join(rng.choice("1123") for _ in range(rng.randint(0, 9)))
        try:
            out.append((mod.runs(text), mod.next_term(text)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    for seed in ("1", "2", "13", "22", "3112"):
        for count in range(0, 6):
            try:
                out.append(mod.sequence(seed, count))
            except Exception as exc:  # noqa: BLE001
                out.append(repr(type(exc).__name__))
    return out
