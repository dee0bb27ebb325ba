"""Behaviour probe: KMP searches in random texts over a small alphabet."""

import random


def probe(import_module):
    mod = import_module("kmp_matcher")
    rng = random.Random(9303)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("ab") for _ in range(rng.randint(0, 20)))
        pattern = "".join(rng.choice("ab") for _ in range(rng.randint(1, 3)))
        try:
            out.append((mod.failure_table(pattern), mod.kmp_find(text, pattern, rng.randint(0, 5)),
                        mod.find_all(text, pattern), mod.find_all(text, pattern, False),
                        mod.replace_all(text, pattern, "<>")))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
