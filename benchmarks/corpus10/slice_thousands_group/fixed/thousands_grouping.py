"""Write numbers with digit-group separators (1234567.5 -> "1,234,567.5") and read them back."""

from __future__ import annotations


def group_digits(digits: str, sep: str = ",", size: int = 3) -> str:
    """Insert sep between groups of size digits, counted from the right."""
    if size < 1:
        raise ValueError("group size must be positive")
    if len(digits) <= size:
        return digits
    return group_digits(digits[:-size], sep, size) + sep + digits[-size:]


def format_number(value: int | float, decimals: int | None = None,
                  sep: str = ",", point: str = ".") -> str:
    """value with grouped whole digits; decimals fixes the number of fraction digits."""
    text = str(abs(value)) if decimals is None else f"{abs(value):.{decimals}f}"
    whole, dot, fraction = text.partition(".")
    sign = "-" if value < 0 else ""
    return sign + group_digits(whole, sep) + (point + fraction if dot else "")


def parse_grouped(text: str, sep: str = ",", point: str = ".") -> int | float:
    """Inverse of format_number; rejects misplaced separators."""
    body = text.strip()
    sign = -1 if body.startswith("-") else 1
    body = body.lstrip("+-")
    whole, dot, fraction = body.partition(point)
    groups = whole.split(sep)
    if (not 1 <= len(groups[0]) <= 3 or any(len(g) != 3 for g in groups[1:])
            or not "".join(groups).isdigit() or (dot and not fraction.isdigit())):
        raise ValueError(f"badly grouped number: {text!r}")
    number = int("".join(groups))
    if dot:
        return sign * float(f"{number}.{fraction}")
    return sign * number
