"""Behaviour probe: left and right rotations of random lists by random amounts."""

import random


def probe(import_module):
    mod = import_module("array_rotation")
    rng = random.Random(8104)
    out = []
    for _ in range(60):
        items = [rng.randint(0, 9) for _ in range(rng.randint(0, 9))]
        k = rng.randint(-3, 12)
        try:
            left = mod.rotate_left(list(items), k)
            right = mod.rotate_right(list(items), k)
            out.append((left, right, mod.rotation_offset(items, right)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
