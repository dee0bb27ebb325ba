"""Behaviour probe: scripts, opcodes and unified diffs of random sequences."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    sd = import_module("seqdiff")
    rng = random.Random(2718)
    out = []
    for _ in range(45):
        a = [rng.choice("abcd") for _ in range(rng.randrange(0, 10))]
        b = list(a) if rng.random() < 0.5 else []
        b = b or [rng.choice("abcd") for _ in range(rng.randrange(0, 10))]
        for _ in range(rng.randrange(0, 3)):
            if b:
                b[rng.randrange(len(b))] = rng.choice("xyz")
        script = sd.edit_script(a, b)
        out.append("".join(e.tag.value[0] for e in script))
        out.append(sd.apply_script(script) == b)
        out.append([tuple(op) for op in sd.opcodes(a, b)])
        out.append(sd.unified_diff(a, b, context=rng.randrange(0, 3)))
    return out
