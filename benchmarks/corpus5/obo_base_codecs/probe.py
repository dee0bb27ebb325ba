"""Behaviour probe: encodings of random byte strings and integers."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    bc = import_module("basecodec")
    rng = random.Random(58)
    out = []
    for _ in range(60):
        data = bytes(rng.randrange(256) if rng.random() < 0.8 else 0 for _ in range(rng.randrange(0, 12)))
        text = bc.b32encode(data, padding=rng.random() < 0.7)
        out.append(text)
        try:
            out.append(bc.b32decode(text + "=" * (-len(text) % 8)) == data)
        except ValueError as exc:
            out.append(str(exc))
        out.append(bc.b58encode(data))
        number = rng.randrange(0, 10**rng.randrange(1, 15))
        out.append(bc.crockford_encode(number, checksum=True))
    return out
