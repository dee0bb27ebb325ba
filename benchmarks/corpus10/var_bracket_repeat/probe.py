"""Behaviour probe: expansions of random (sometimes malformed) bracket notations."""

import random


def _random_encoded(rng, depth=0):
    out = []
    for _ in range(rng.randint(0, 3)):
        if depth < 3 and rng.random() < 0.45:
            out.append(f"{rng.randint(0, 12)}[{_random_encoded(rng, depth + 1)}]")
        else:
            out.append(rng.choice("abxy"))
    return "".join(out)


def probe(import_module):
    mod = import_module("bracket_repeat_decode")
    rng = random.Random(5531)
    out = []
    for _ in range(60):
        encoded = _random_encoded(rng)
        if rng.random() < 0.15 and encoded:
            cut = rng.randrange(len(encoded))
            encoded = encoded[:cut] + encoded[cut + 1:]
        try:
            out.append((encoded, mod.decode(encoded)))
        except Exception as e:
            out.append((encoded, repr(type(e).__name__)))
    for _ in range(15):
        text = "".join(rng.choice("aab") for _ in range(rng.randint(0, 8)))
        enc = mod.encode_runs(text)
        try:
            out.append((enc, mod.decode(enc)))
        except Exception as e:
            out.append((enc, repr(type(e).__name__)))
    return out
