"""Luhn (payment cards), ISBN-10 and ISBN-13 validation and check-digit computation."""

from __future__ import annotations

from checksums.digits import clean, digit_sum, digits_of


def luhn_check_digit(payload: int) -> int:
    """The digit to append to payload so that the whole number passes the Luhn test."""
    total = 0
    for position, digit in enumerate(reversed(digits_of(payload))):
        if position % 2 == 0:
            total += digit_sum(digit * 2)
        else:
            total += digit
    return (10 - total % 10) % 10


def luhn_valid(text: str) -> bool:
    number = text
    if not number.isdigit() or len(number) < 2:
        return False
    return luhn_check_digit(int(number[:-1])) == int(number[-1])


def isbn10_valid(text: str) -> bool:
    """ISBN-10: weights 10..1, the last character may be X (10), sum divisible by 11."""
    code = clean(text).upper()
    if len(code) != 10 or not code[:9].isdigit() or not (code[9].isdigit() or code[9] == "X"):
        return False
    values = [int(c) for c in code[:9]] + [10 if code[9] == "X" else int(code[9])]
    return sum(weight * value for weight, value in zip(range(10, 0, -1), values)) % 11 == 0


def isbn13_check_digit(first12: str) -> int:
    """ISBN-13 check digit: weights alternate 1 and 3."""
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(first12))
    return (10 - total % 10) % 10


def isbn10_to_13(text: str) -> str:
    """Convert a valid ISBN-10 to its ISBN-13 form (prefix 978, new check digit)."""
    if not isbn10_valid(text):
        raise ValueError(f"not a valid ISBN-10: {text!r}")
    first12 = "978" + clean(text)[:9]
    return first12 + str(isbn13_check_digit(first12))
