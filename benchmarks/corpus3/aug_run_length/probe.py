"""Behaviour probe: random texts with short and long runs, encoded and decoded."""

import random


def probe(import_module):
    mod = import_module("run_length")
    rng = random.Random(111)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("xyz") * rng.choice([1, 2, 5, 11, 30])
                       for _ in range(rng.randint(0, 4)))
        try:
            encoded = mod.encode(text)
            out.append((encoded, mod.decode(encoded), mod.decode(f"{rng.randint(1, 40)}q")))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
