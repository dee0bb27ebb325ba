"""The Luhn (mod 10) algorithm used by payment cards."""

from __future__ import annotations

from typing import Optional

BRANDS = (
    ("amex", ("34", "37"), (15,)),
    ("visa", ("4",), (13, 16, 19)),
    ("mastercard", tuple(str(n) for n in range(51, 56)) + tuple(str(n) for n in range(2221, 2721)), (16,)),
    ("discover", ("6011", "65"), (16, 19)),
)


def _digits(number: str) -> str:
    cleaned = number.replace(" ", "").replace("-", "")
    if not cleaned.isdigit():
        raise ValueError(f"not a number: {number!r}")
    return cleaned


def _luhn_sum(digits: str, double_first: bool) -> int:
    total = 0
    for index, ch in enumerate(reversed(digits)):
        d = int(ch)
        if (index % 2 == 0) == double_first:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total


def is_valid_luhn(number: str) -> bool:
    digits = _digits(number)
    return len(digits) > 1 and _luhn_sum(digits, double_first=False) % 10 == 0


def luhn_check_digit(partial: str) -> str:
    """The digit to append to partial to make it Luhn-valid."""
    return str((10 - _luhn_sum(_digits(partial), double_first=True) % 10) % 10)


def card_brand(number: str) -> Optional[str]:
    digits = _digits(number)
    for brand, prefixes, lengths in BRANDS:
        if len(digits) in lengths and digits.startswith(prefixes):
            return brand
    return None
