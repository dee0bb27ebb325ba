"""Behaviour probe: random patterns (some with nullable stars) against random strings."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))

PATTERNS = ["ab*", "(a|b)*c", "a+b?", "(ab|a)*b", "a.b", "(a*)*", "(a|b?)+", "((a|)b)*", "c|a*"]


def probe(import_module):
    mod = import_module("tinyregex")
    rng = random.Random(610)
    out = []
    for pattern in PATTERNS:
        compiled = mod.compile(pattern)
        for _ in range(7):
            text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 6)))
            out.append((pattern, text, compiled.fullmatch(text), compiled.search(text)))
    return out
