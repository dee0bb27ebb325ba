"""Behaviour probe: decode random nested repeat expressions and round-trip encodings."""

import random


def _expression(rng, depth):
    parts = []
    for _ in range(rng.randint(1, 3)):
        if depth < 3 and rng.random() < 0.4:
            parts.append(f"{rng.randint(0, 3)}[{_expression(rng, depth + 1)}]")
        else:
            parts.append("".join(rng.choice("abc") for _ in range(rng.randint(1, 2))))
    return "".join(parts)


def probe(import_module):
    mod = import_module("repeat_decoder")
    rng = random.Random(9202)
    out = []
    for n in range(70):
        text = _expression(rng, 0)
        if n % 7 == 0:
            cut = rng.randrange(len(text) + 1)
            text = text[:cut]
        try:
            out.append((text, mod.decode(text)))
        except Exception as e:
            out.append((text, repr(type(e).__name__)))
        plain = "".join(rng.choice("ab") * rng.randint(1, 4) for _ in range(rng.randint(0, 4)))
        try:
            out.append((plain, mod.encode(plain), mod.decode(mod.encode(plain))))
        except Exception as e:
            out.append((plain, repr(type(e).__name__)))
    return out
