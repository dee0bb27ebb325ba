"""Behaviour probe: random words over a small alphabet, grouped and searched."""

import random


def probe(import_module):
    mod = import_module("anagrams")
    rng = random.Random(110)
    out = []
    for _ in range(60):
        words = ["".join(rng.choice("abcA") for _ in range(rng.randint(1, 3)))
                 for _ in range(rng.randint(0, 8))]
        text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 12)))
        try:
            out.append((mod.group_anagrams(words), mod.largest_group(words),
                        mod.anagram_positions(text, "".join(words[:1]))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
