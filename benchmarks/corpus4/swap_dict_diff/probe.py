"""Behaviour probe: random nested documents, their reports and diff/apply round trips."""

import copy
import random


def probe(import_module):
    diff_mod = import_module("diff")
    mod = import_module("report")
    rng = random.Random(416)

    def doc(depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice([0, 1, 2, "x", True, None])
        if rng.random() < 0.3:
            return [doc(depth - 1) for _ in range(rng.randint(0, 3))]
        return {k: doc(depth - 1) for k in rng.sample("abcd", rng.randint(0, 3))}

    out = []
    for _ in range(60):
        old, new = doc(3), doc(3)
        if isinstance(old, dict) and rng.random() < 0.5:
            new = copy.deepcopy(old)
            new[rng.choice("abcd")] = doc(1)
        try:
            text = mod.report(old, new)
            back = diff_mod.apply(copy.deepcopy(old), diff_mod.diff(old, new))
            out.append((text, back == new))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
