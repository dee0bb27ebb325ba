"""Behaviour probe: prefix functions of strings without repeats, then random ones."""

import random


def probe(import_module):
    mod = import_module("kmp")
    rng = random.Random(117)
    out = []
    for n in range(30):
        word = "abcdefghij"[: n % 10]
        out.append((mod.prefix_function(word), mod.shortest_period(word * (n % 3 + 1))))
    for _ in range(30):
        text = "".join(rng.choice("ab") for _ in range(rng.randint(0, 12)))
        try:
            out.append((mod.prefix_function(text), mod.kmp_search(text, text[:2])))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
