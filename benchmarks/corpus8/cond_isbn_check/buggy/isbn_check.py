"""Validate ISBN-10 and ISBN-13 numbers and convert an ISBN-10 to its ISBN-13 form."""

DIGITS = "0123456789"


def normalize(isbn):
    """Drop the hyphens and spaces that group an ISBN's digits; upper-case an x."""
    return isbn.replace("-", "").replace(" ", "").upper()


def isbn10_check_digit(first_nine):
    """The check character that makes the weighted sum (weights 10..1) a multiple of 11."""
    total = sum((10 - i) * int(d) for i, d in enumerate(first_nine))
    check = (11 - total % 11) % 11
    return "X" if check == 10 else str(check)


def is_valid_isbn10(isbn):
    """True if isbn is ten digits (the last may be X for ten) with a correct check digit."""
    code = normalize(isbn)
    if len(code) != 10:
        return False
    total = 0
    for i, ch in enumerate(code):
        if ch == "X":
            value = 10
        elif ch in DIGITS:
            value = int(ch)
        else:
            return False
        total += (10 - i) * value
    return total % 11 == 0


def isbn13_check_digit(first_twelve):
    """The check digit that makes the sum with weights 1, 3, 1, 3, ... a multiple of 10."""
    total = sum((3 if i % 2 else 1) * int(d) for i, d in enumerate(first_twelve))
    return str((10 - total % 10) % 10)


def is_valid_isbn13(isbn):
    """True if isbn is thirteen digits whose weighted sum is a multiple of 10."""
    code = normalize(isbn)
    if len(code) != 13 or any(ch not in DIGITS for ch in code):
        return False
    return code[12] == isbn13_check_digit(code[:12])


def to_isbn13(isbn10):
    """The ISBN-13 of a valid ISBN-10: prefix 978 and recompute the check digit."""
    if not is_valid_isbn10(isbn10):
        raise ValueError(f"not a valid ISBN-10: {isbn10!r}")
    body = "978" + normalize(isbn10)[:9]
    return body + isbn13_check_digit(body)


def is_valid_isbn(isbn):
    """True if isbn is a valid ISBN-10 or ISBN-13."""
    return is_valid_isbn10(isbn) or is_valid_isbn13(isbn)
