"""Behaviour probe: read and print random S-expressions."""

import os
import random
import sys

ATOMS = ["a", "b", "42", "-1.5", '"s"', '"q\\"x"', "#t", "#f", "nil", "x?"]


def _gen(rng, depth=0):
    if depth > 3 or rng.random() < 0.4:
        return rng.choice(ATOMS)
    inner = " ".join(_gen(rng, depth + 1) for _ in range(rng.randrange(0, 4)))
    return rng.choice(["", "'"]) + "(" + inner + ")"


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    sx = import_module("sexpr")
    rng = random.Random(1958)
    out = []
    for _ in range(70):
        text = _gen(rng)
        if rng.random() < 0.1:
            text = text[:-1]
        try:
            value = sx.loads(text)
            out.append(sx.dumps(value))
            out.append(sx.depth(value))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
