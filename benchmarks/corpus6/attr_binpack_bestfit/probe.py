"""Behaviour probe: bins chosen by each heuristic for random item lists."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("binpack")
    rng = random.Random(617)
    out = []
    for _ in range(30):
        sizes = {f"i{n}": rng.randint(1, 10) for n in range(rng.randint(1, 9))}
        out.append(mod.pack(sizes, 10, "best"))
        out.append(len(mod.pack(sizes, 10, rng.choice(["next", "first", "ffd"]))))
    return out
