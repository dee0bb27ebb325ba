"""Parse numerals written in any base from 2 to 36, with an optional radix point."""

from fractions import Fraction

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
PREFIXES = {"0b": 2, "0o": 8, "0x": 16}


def digit_value(ch: str, base: int) -> int:
    """The value of one digit character in the base (letters are case-insensitive)."""
    value = DIGITS.find(ch.lower()) if len(ch) == 1 else -1
    if not 0 <= value < base:
        raise ValueError(f"{ch!r} is not a digit in base {base}")
    return value


def parse_digits(digits: str, base: int) -> int:
    """Value of a non-empty digit string, most significant digit first."""
    if len(digits) == 1:
        return digit_value(digits, base)
    return parse_digits(digits[1:], base) * base + digit_value(digits[-1], base)


def parse_fraction(digits: str, base: int) -> Fraction:
    """Value of the digits after the radix point: 0.d1 d2 d3 ... in the base."""
    if not digits:
        return Fraction(0)
    return (digit_value(digits[0], base) + parse_fraction(digits[1:], base)) / base


def parse_number(text: str, base: int | None = None) -> int | Fraction:
    """Parse "-0x1f", "101.01" (base=2), "z.z" (base=36)...; "_" separators are ignored.

    Without a base, a 0b/0o/0x prefix selects it and the default is ten.
    """
    text = text.strip().replace("_", "")
    negative = text.startswith("-")
    if text[:1] in "+-":
        text = text[1:]
    if base is None:
        base = PREFIXES.get(text[:2].lower(), 10)
        if text[:2].lower() in PREFIXES:
            text = text[2:]
    if not 2 <= base <= 36:
        raise ValueError(f"unsupported base {base}")
    whole, point, fraction = text.partition(".")
    if not whole and not fraction:
        raise ValueError("no digits")
    value = parse_digits(whole, base) if whole else 0
    if fraction:
        value += parse_fraction(fraction, base)
    return -value if negative else value
