"""Behaviour probe: run-length encode and decode random texts."""

import random


def probe(import_module):
    mod = import_module("rle_codec")
    rng = random.Random(9707)
    out = []
    for _ in range(70):
        text = "".join(rng.choice("ab ") * rng.randint(1, 4) for _ in range(rng.randint(0, 5)))
        try:
            code = mod.encode(text)
            out.append((text, mod.runs(text), code, mod.decode(code), mod.longest_run(text)))
        except Exception as e:
            out.append((text, repr(type(e).__name__)))
    return out
