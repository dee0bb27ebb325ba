"""Behaviour probe: check digits and validity of generated numbers."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    digits, schemes = mod_loader("checksums.digits"), mod_loader("checksums.schemes")
    rng = random.Random(41)
    out = []
    for _ in range(60):
        n = rng.choice([rng.randint(0, 99), rng.randint(0, 10**12), rng.randint(-3, 3)])
        card = "".join(rng.choice("0123456789 -") for _ in range(rng.randint(1, 17)))
        isbn = "".join(rng.choice("0123456789") for _ in range(9)) + rng.choice("0123456789X")
        out.append((_call(digits.digits_of, n), _call(digits.digital_root, abs(n)),
                    _call(schemes.luhn_check_digit, abs(n)), _call(schemes.luhn_valid, card),
                    _call(schemes.isbn10_valid, isbn), _call(schemes.isbn10_to_13, isbn)))
    return out
