"""Behaviour probe: round trips and byte layouts of random nested values."""

import os
import random
import sys


def _value(rng, depth=0):
    roll = rng.random()
    if depth > 2 or roll < 0.5:
        return rng.choice([None, True, False, rng.randrange(-40, 300), rng.randrange(-2**40, 2**40), 0.25,
                           "k", "text" * rng.randrange(0, 12), "é€", b"\x00\xff"])
    if roll < 0.75:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(0, 5))]
    return {f"k{i}": _value(rng, depth + 1) for i in range(rng.randrange(0, 5))}


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    mp = import_module("minipack")
    rng = random.Random(4242)
    out = []
    for _ in range(70):
        value = _value(rng)
        packed = mp.packb(value)
        out.append(packed.hex())
        try:
            out.append(repr(mp.unpackb(packed)))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
