"""ISBN validation for the library catalogue importer."""


def clean(isbn: str) -> str:
    """Drop hyphens and spaces, upper-case an 'x' check digit."""
    return isbn.replace("-", "").replace(" ", "").upper()


def valid_isbn10(isbn: str) -> bool:
    """Weighted sum 10..1 of the digits ('X' = 10 last) must be divisible by 11."""
    code = clean(isbn)
    if len(code) != 10 or not code[:9].isdigit() or not (code[9].isdigit() or code[9] == "X"):
        return False
    total = sum((10 - i) * int(ch) for i, ch in enumerate(code[:9]))
    total += 10 if code[9] == "X" else int(code[9])
    return total % 10 == 0


def valid_isbn13(isbn: str) -> bool:
    """Alternating weights 1 and 3; the sum must be divisible by 10."""
    code = clean(isbn)
    if len(code) != 13 or not code.isdigit():
        return False
    return sum((3 if i % 2 else 1) * int(ch) for i, ch in enumerate(code)) % 10 == 0
