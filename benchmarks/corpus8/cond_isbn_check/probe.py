"""Behaviour probe: random ISBN-like strings (digits, X in random places, hyphens)."""

import random


def probe(import_module):
    mod = import_module("isbn_check")
    rng = random.Random(8104)
    out = []
    for n in range(70):
        length = rng.choice((9, 10, 10, 10, 13, 13))
        chars = [rng.choice("0123456789") for _ in range(length)]
        if rng.random() < 0.5:
            chars[rng.randrange(length)] = rng.choice("Xx")
        if n % 3 == 0 and length == 10 and "X" not in chars and "x" not in chars:
            chars[-1] = mod.isbn10_check_digit("".join(chars[:9]))
        code = "".join(chars)
        if rng.random() < 0.3:
            code = code[:1] + "-" + code[1:]
        row = [code]
        for fn in (mod.is_valid_isbn10, mod.is_valid_isbn13, mod.is_valid_isbn, mod.to_isbn13):
            try:
                row.append(fn(code))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    for pos in range(10):
        # an X at each position, the last two digits chosen to make the weighted sum fit
        for tail in range(100):
            code = "".join(rng.choice("0123456789") for _ in range(8)) + f"{tail:02d}"
            code = code[:pos] + "X" + code[pos + 1:]
            total = sum((10 - i) * (10 if ch == "X" else int(ch)) for i, ch in enumerate(code))
            if total % 11 == 0:
                break
        try:
            out.append((code, mod.is_valid_isbn10(code), mod.is_valid_isbn(code)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((code, repr(type(exc).__name__)))
    return out
