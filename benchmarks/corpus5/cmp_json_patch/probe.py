"""Behaviour probe: pointers, patches and diffs over random JSON documents."""

import os
import random
import sys


def _random_value(rng, depth):
    roll = rng.random()
    if depth > 2 or (depth and roll < 0.35):
        return rng.choice([0, 1, 2, True, False, None, "a", "b", 1.5])
    if roll < 0.7:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(0, 4))]
    return {k: _random_value(rng, depth + 1) for k in rng.sample("abcd~/", rng.randrange(0, 4))}


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    jp = import_module("jsonpatchlite")
    rng = random.Random(4471)
    out = []
    for _ in range(40):
        a, b = _random_value(rng, 0), _random_value(rng, 0)
        try:
            patch = jp.make_patch(a, b)
            out.append((len(patch), jp.apply_patch(a, patch) == b))
        except Exception as exc:  # noqa: BLE001
            out.append(("diff", type(exc).__name__, str(exc)[:50]))
    for _ in range(60):
        doc = {"l": [rng.randrange(9) for _ in range(rng.randrange(0, 5))], "d": {"k": 1}}
        index = rng.choice(["-", "0", "1", "2", "3", "4", "5", "01"])
        op = rng.choice(["add", "remove", "replace", "test"])
        step = {"op": op, "path": "/l/" + index, "value": 7}
        try:
            out.append((op, index, jp.apply_patch(doc, [step])))
        except Exception as exc:  # noqa: BLE001
            out.append((op, index, type(exc).__name__, str(exc)[:60]))
        try:
            out.append(jp.JsonPointer.parse("/l/" + index).resolve(doc))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
