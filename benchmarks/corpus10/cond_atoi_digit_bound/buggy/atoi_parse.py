"""C-style atoi: read a 32-bit signed integer from the start of a string."""

INT_MIN = -(2**31)
INT_MAX = 2**31 - 1


def _is_digit(ch: str) -> bool:
    return "0" <= ch <= "9"


def parse_int32(text: str) -> int:
    """Skip leading spaces, read an optional sign and then digits, ignore the rest.

    Returns 0 when no digit follows the sign; values outside the 32-bit range are
    clamped to INT_MIN or INT_MAX.
    """
    i, n = 0, len(text)
    while i < n and text[i] == " ":
        i += 1
    sign = 1
    if i < n and text[i] in "+-":
        if text[i] == "-":
            sign = -1
        i += 1
    limit = INT_MAX if sign > 0 else -INT_MIN
    value = 0
    while _is_digit(text[i]):
        value = value * 10 + (ord(text[i]) - ord("0"))
        if value > limit:
            return sign * limit
        i += 1
    return sign * value


def sum_fields(line: str, sep: str = ",") -> int:
    """Sum the atoi values of the fields of a separated line."""
    return sum(parse_int32(field) for field in line.split(sep))
