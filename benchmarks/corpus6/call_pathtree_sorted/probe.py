"""Behaviour probe: drawings of random path sets given in random order."""

import random


def probe(import_module):
    mod = import_module("pathtree")
    rng = random.Random(636)
    out = []
    for _ in range(55):
        paths = {}
        for _ in range(rng.randint(1, 6)):
            parts = [rng.choice("abcd") for _ in range(rng.randint(1, 3))]
            paths["/".join(parts) + ".txt"] = rng.randint(1, 5000)
        out.append(mod.render(mod.build(paths), sizes=rng.random() < 0.5))
    return out
