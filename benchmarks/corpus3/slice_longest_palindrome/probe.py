"""Behaviour probe: random strings over two or three letters."""

import random


def probe(import_module):
    mod = import_module("palindromes")
    rng = random.Random(120)
    out = []
    for _ in range(60):
        s = "".join(rng.choice("abc"[: rng.randint(2, 3)]) for _ in range(rng.randint(0, 10)))
        try:
            out.append((mod.longest_palindrome(s), mod.count_palindromes(s)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
