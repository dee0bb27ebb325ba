"""Behaviour probe: Luhn sums, validity and check digits of random digit strings."""

import random


def probe(import_module):
    mod = import_module("luhn_checksum")
    rng = random.Random(8105)
    out = []
    for _ in range(60):
        number = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 16)))
        try:
            out.append((number, mod.luhn_sum(number), mod.is_valid(number), mod.check_digit(number),
                        mod.with_check_digit(number)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((number, repr(type(exc).__name__)))
    return out
