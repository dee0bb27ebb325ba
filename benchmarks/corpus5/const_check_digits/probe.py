"""Behaviour probe: check digits of random identifiers."""

import random


def probe(import_module):
    cd = import_module("checkdigits")
    rng = random.Random(97)
    out = []
    for _ in range(60):
        nine = "".join(rng.choice("0123456789") for _ in range(9))
        check = cd.isbn10_check_digit(nine)
        out.append(check)
        out.append(cd.is_valid_isbn(nine + rng.choice("0123456789X")))
        out.append(cd.to_isbn13(nine + check) if cd.is_valid_isbn(nine + check) else None)
        partial = "".join(rng.choice("0123456789") for _ in range(rng.randrange(5, 16)))
        out.append(cd.luhn_check_digit(partial))
        out.append(cd.make_iban("DE", "".join(rng.choice("0123456789") for _ in range(18))))
    return out
