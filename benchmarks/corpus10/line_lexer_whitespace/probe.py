"""Behaviour probe: tokens of random expressions with random whitespace."""

import random

PIECES = ["x", "y2", "_tmp", "42", "3.5", "7", "+", "-", "*", "**", "/", "//", "%",
          "(", ")", "=", "==", "<=", ">", "!=", ",", "$", "."]


def probe(import_module):
    mod = import_module("arith_lexer")
    rng = random.Random(1031)
    out = []
    for _ in range(70):
        parts = []
        for _ in range(rng.randint(0, 8)):
            parts.append(rng.choice(PIECES))
            parts.append(rng.choice(["", "", " ", "  ", "\t"]))
        source = "".join(parts)
        try:
            out.append([(t.kind, t.text, t.pos) for t in mod.tokenize(source)])
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
