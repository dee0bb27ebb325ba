"""Behaviour probe: split random command lines built from quoted fragments."""

import random

FRAGMENTS = ["a", "bc", " ", "  ", "'q r'", '"d e"', '"x\\"y"', "\\ ", "--k=", "'", "#c", "$V", "${V:-d}", "\\n"]


def probe(import_module):
    cs = import_module("cmdsplit")
    rng = random.Random(42)
    out = []
    for _ in range(80):
        command = "".join(rng.choice(FRAGMENTS) for _ in range(rng.randrange(1, 8)))
        try:
            words = cs.split(command, comments=rng.random() < 0.3)
            out.append(words)
            out.append(cs.split(cs.join(words)) == words)
        except ValueError as exc:
            out.append(str(exc))
        out.append(cs.expand(command, {"V": "val"}))
    return out
