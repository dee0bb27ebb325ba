"""Behaviour probe: pack random (also out-of-range) values into a bit layout."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    bk = import_module("bitkit")
    layout = bk.BitLayout(("a", 2), ("b", 3), ("c", 5), ("d", 1))
    rng = random.Random(16)
    out = []
    for _ in range(70):
        values = {name: rng.randrange(-4, 36) for name in rng.sample(["a", "b", "c", "d"], rng.randrange(1, 5))}
        try:
            word = layout.pack(values)
            out.append((word, layout.unpack(word)))
        except Exception as exc:  # noqa: BLE001
            out.append(str(exc))
        name, value = rng.choice("abcd"), rng.randrange(-3, 3)
        try:
            out.append(layout.set(0b101, name, value))
        except OverflowError as exc:
            out.append(str(exc))
    for _ in range(20):
        a = bk.BitSet(16, rng.sample(range(16), rng.randrange(0, 8)))
        b = bk.BitSet(16, rng.sample(range(16), rng.randrange(0, 8)))
        out.append((list(a | b), list(a - b), list(~a & b)))
    return out
