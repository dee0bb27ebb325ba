"""Behaviour probe: random strings over a tiny vocabulary, then long runs of one letter."""

import random


def probe(import_module):
    mod = import_module("word_break")
    rng = random.Random(121)
    vocabulary = ["a", "b", "ab", "ba", "abb"]
    out = []
    for _ in range(50):
        text = "".join(rng.choice("ab") for _ in range(rng.randint(0, 8)))
        words = rng.sample(vocabulary, rng.randint(0, 4))
        try:
            out.append((sorted(mod.segmentations(text, words)),
                        mod.count_segmentations(text, words), mod.can_segment(text, words)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for n in range(30, 100, 7):
        out.append(mod.count_segmentations("a" * n, ["a", "aa", "aaa"]))
    return out
