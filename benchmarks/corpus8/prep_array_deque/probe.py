"""Behaviour probe: random operation sequences on a small deque."""

import random


def probe(import_module):
    mod = import_module("array_deque")
    rng = random.Random(8108)
    out = []
    for _ in range(60):
        d = mod.ArrayDeque(capacity=rng.randint(1, 4))
        trace = []
        for step in range(rng.randint(1, 12)):
            op = rng.choice(["append", "appendleft", "pop", "popleft", "rotate"])
            try:
                if op.startswith("append"):
                    getattr(d, op)(step)
                    trace.append(op)
                elif op == "rotate":
                    d.rotate(rng.randint(-3, 3))
                    trace.append(("rotate", list(d)))
                else:
                    trace.append((op, getattr(d, op)()))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                trace.append((op, repr(type(exc).__name__)))
        out.append((trace, list(d), len(d)))
    return out
