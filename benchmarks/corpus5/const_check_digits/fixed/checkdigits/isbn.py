"""ISBN-10 and ISBN-13."""

from __future__ import annotations


def _clean(isbn: str) -> str:
    return isbn.replace("-", "").replace(" ", "").upper()


def isbn10_check_digit(first_nine: str) -> str:
    digits = _clean(first_nine)
    if len(digits) != 9 or not digits.isdigit():
        raise ValueError("ISBN-10 check digit needs nine digits")
    total = sum((10 - i) * int(d) for i, d in enumerate(digits))
    check = (11 - total % 11) % 11
    return "X" if check == 10 else str(check)


def isbn13_check_digit(first_twelve: str) -> str:
    digits = _clean(first_twelve)
    if len(digits) != 12 or not digits.isdigit():
        raise ValueError("ISBN-13 check digit needs twelve digits")
    total = sum((3 if i % 2 else 1) * int(d) for i, d in enumerate(digits))
    return str((10 - total % 10) % 10)


def is_valid_isbn(isbn: str) -> bool:
    digits = _clean(isbn)
    try:
        if len(digits) == 10:
            return isbn10_check_digit(digits[:9]) == digits[9]
        if len(digits) == 13:
            return isbn13_check_digit(digits[:12]) == digits[12]
    except ValueError:
        return False
    return False


def to_isbn13(isbn10: str) -> str:
    digits = _clean(isbn10)
    if len(digits) != 10 or not is_valid_isbn(digits):
        raise ValueError(f"not a valid ISBN-10: {isbn10!r}")
    body = "978" + digits[:9]
    return body + isbn13_check_digit(body)
