"""Decimal expansion of a fraction, marking the repeating block: 1/6 -> "0.1(6)"."""

from fractions import Fraction


def to_decimal(numerator: int, denominator: int) -> str:
    """The exact decimal form of numerator / denominator, repetend in parentheses."""
    if denominator == 0:
        raise ZeroDivisionError("denominator is zero")
    negative = (numerator < 0) != (denominator < 0)
    numerator, denominator = abs(numerator), abs(denominator)
    whole, rem = divmod(numerator, denominator)
    sign = "-" if negative else ""
    if rem == 0:
        return f"{sign}{whole}"
    digits: list[str] = []
    seen: dict[int, int] = {}
    while rem and rem not in seen:
        seen[rem] = len(digits)
        digit, rem = divmod(rem * 10, denominator)
        digits.append(str(digit))
    if rem:
        start = seen[rem]
        fraction = "".join(digits[:start]) + "(" + "".join(digits[start:]) + ")"
    else:
        fraction = "".join(digits)
    return f"{sign}{whole}.{fraction}"


def period_length(denominator: int) -> int:
    """Length of the repeating block of 1 / denominator (0 if the expansion ends)."""
    text = to_decimal(1, denominator)
    if "(" not in text:
        return 0
    return text.index(")") - text.index("(") - 1


def from_decimal(text: str) -> Fraction:
    """Parse the notation produced by to_decimal back into a Fraction."""
    negative = text.startswith("-")
    text = text.lstrip("-")
    whole, _, fraction = text.partition(".")
    fixed, _, repeating = fraction.partition("(")
    repeating = repeating.rstrip(")")
    value = Fraction(int(whole or "0"))
    if fixed:
        value += Fraction(int(fixed), 10 ** len(fixed))
    if repeating:
        value += Fraction(int(repeating), (10 ** len(repeating) - 1) * 10 ** len(fixed))
    return -value if negative else value
