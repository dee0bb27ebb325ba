"""Behaviour probe: random well- and ill-formed formulas over two variables."""

import random

PARTS = ["1", "23", "4.5", "x", "y", "(", ")", "+", "-", "*", "/", "^", "max(x, 2)", " "]


def probe(import_module):
    mod = import_module("formula")
    rng = random.Random(439)
    out = []
    for _ in range(60):
        if rng.random() < 0.5:
            text = "".join(rng.choice(PARTS) for _ in range(rng.randint(1, 8)))
        else:
            a, b, c = (rng.choice(["12", "3.5", "x", "y", "40"]) for _ in range(3))
            text = f"{a} {rng.choice('+-*/')} ({b} {rng.choice('+-*')} {c})"
        try:
            out.append((text, round(mod.evaluate(text, x=3, y=0.5), 6)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((text, type(exc).__name__, getattr(exc, "pos", None)))
    return out
