"""Behaviour probe: tokenize random expressions (with and without blanks)."""

import random

PIECES = ["x", "y1", "_t", "42", "3.5", "0", "+", "-", "*", "/", "**", "//", "(", ")", ",",
          "=", "%", "f", "$"]


def probe(import_module):
    mod = import_module("expr_lexer")
    rng = random.Random(9505)
    out = []
    for n in range(60):
        pieces = [rng.choice(PIECES[:-1] if n % 5 else PIECES) for _ in range(rng.randint(0, 8))]
        glue = rng.choice(["", "", " ", "  ", "\n"])
        text = glue.join(pieces)
        if n % 6 == 0:
            text += " # note"
        try:
            out.append((text, [tuple(t) for t in mod.tokenize(text)]))
        except Exception as e:
            out.append((text, repr(type(e).__name__)))
    return out
