"""Behaviour probe: tokens and compressed sizes of random texts over small alphabets."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("lzlite")
    rng = random.Random(604)
    out = []
    for _ in range(60):
        alphabet = b"ab" if rng.random() < 0.5 else b"abcde"
        data = bytes(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        tokens = mod.encode_tokens(data, window=rng.choice([4, 16, 4095]))
        out.append([tuple(t) for t in tokens])
        out.append((len(mod.compress(data)), mod.decompress(mod.compress(data)) == data))
    return out
