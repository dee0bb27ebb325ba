"""Behaviour probe: split_key on keys with and without escaped separators, round trips."""

import random


def probe(import_module):
    mod = import_module("flatdict")
    rng = random.Random(630)
    out = []
    for _ in range(50):
        parts = ["".join(rng.choice("ab.") for _ in range(rng.randint(1, 4))) for _ in range(3)]
        if rng.random() < 0.6:
            parts = [p.replace(".", "") or "k" for p in parts]
        data = {parts[0]: {parts[1]: rng.randint(0, 9)}, "z": [rng.randint(0, 9)]}
        try:
            out.append(mod.unflatten(mod.flatten(data)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
        out.append(mod.split_key(".".join(p.replace(".", "") or "k" for p in parts)))
    return out
