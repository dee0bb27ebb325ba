"""Behaviour probe: random splits, inserts and deletes of ropes against plain strings."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("ropes")
    rng = random.Random(606)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("abcdefgh ") for _ in range(rng.randint(0, 40)))
        rope = mod.Rope(text)
        i = rng.randint(0, len(text))
        j = rng.randint(i, len(text))
        try:
            left, right = rope.split(i)
            out.append((str(left), str(right)))
            out.append(str(rope.insert(j, "XY")))
            out.append(str(rope.delete(i, j)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
