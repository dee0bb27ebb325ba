"""Behaviour probe: digit reversals of signed integers and reverse-and-add runs."""

import random


def probe(import_module):
    mod = import_module("digit_reverse")
    rng = random.Random(8102)
    out = []
    for _ in range(40):
        n = rng.randint(0, 10 ** rng.randint(1, 9))
        out.append((n, mod.reverse_digits(n), mod.is_palindrome_number(n), mod.reverse_and_add(n, 30)))
    for _ in range(20):
        n = -rng.randint(1, 10 ** rng.randint(1, 6))
        try:
            out.append((n, mod.reverse_digits(n), mod.is_palindrome_number(n)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((n, repr(type(exc).__name__)))
    return out
