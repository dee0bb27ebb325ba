"""Behaviour probe: tokenize random snippets with comments, strings and operators."""

import os
import random
import sys

PIECES = ["x", "let", "42", "3.5", "1e2", '"s\\n"', "'q'", "+", "**", "//", ">=", "->", "(", ")", " ", "\n",
          "# note\n", "#end", "_a1", "if", "$", "1__2"]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    tl = import_module("toklex")
    rng = random.Random(1984)
    out = []
    for _ in range(70):
        source = " ".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 9)))
        try:
            out.append([(t.type.name, t.value, t.line, t.col) for t in tl.tokenize(source, newlines=rng.random() < 0.5)])
        except Exception as exc:  # noqa: BLE001
            out.append((type(exc).__name__, str(exc)))
    return out
