"""Behaviour probe: random push/pop sequences and the minimum after each."""

import random


def probe(import_module):
    mod = import_module("min_stack")
    rng = random.Random(126)
    out = []
    for _ in range(60):
        ops, depth = [], 0
        for _ in range(rng.randint(1, 10)):
            if depth and rng.random() < 0.35:
                ops.append(("pop",))
                depth -= 1
            else:
                ops.append(("push", rng.randint(0, 9)))
                depth += 1
        try:
            out.append(mod.running_minimums(ops))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
