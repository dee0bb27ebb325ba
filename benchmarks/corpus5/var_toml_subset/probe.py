"""Behaviour probe: random documents through dumps/loads and dotted keys."""

import os
import random
import sys


def _random(rng, depth=0):
    roll = rng.random()
    if depth > 2 or roll < 0.5:
        return rng.choice([1, -7, 2.5, True, "s", "q\"t", [1, 2], []])
    return {rng.choice(["a", "b", "c.d", "e f"]): _random(rng, depth + 1) for _ in range(rng.randrange(1, 4))}


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    tl = import_module("tomlite")
    rng = random.Random(99)
    out = []
    for _ in range(40):
        data = {k: _random(rng) for k in rng.sample(["x", "y", "z", "w"], rng.randrange(1, 4))}
        text = tl.dumps(data)
        try:
            out.append(tl.loads(text) == data)
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    for _ in range(40):
        keys = [".".join(rng.choice("abc") for _ in range(rng.randrange(1, 4))) for _ in range(rng.randrange(1, 4))]
        text = "\n".join(f"{k} = {i}" for i, k in enumerate(keys))
        if rng.random() < 0.3:
            text = "[t]\n" + text
        try:
            out.append(tl.loads(text))
        except Exception as exc:  # noqa: BLE001
            out.append(str(exc))
    return out
