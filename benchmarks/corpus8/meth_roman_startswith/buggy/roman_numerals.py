"""Conversion between integers and Roman numerals in the standard subtractive form."""

NUMERALS = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]


def to_roman(number):
    """The Roman numeral for 1 <= number <= 3999, built greedily from the largest symbol."""
    if not 0 < number < 4000:
        raise ValueError(f"{number} cannot be written in Roman numerals")
    parts = []
    for value, symbol in NUMERALS:
        repeat, number = divmod(number, value)
        parts.append(symbol * repeat)
    return "".join(parts)


def from_roman(numeral):
    """The value of a numeral in canonical form (any letter case); ValueError otherwise."""
    text = numeral.strip().upper()
    total = index = 0
    for value, symbol in NUMERALS:
        while text.endswith(symbol, index):
            total += value
            index += len(symbol)
    if not text or index != len(text) or to_roman(total) != text:
        raise ValueError(f"invalid Roman numeral: {numeral!r}")
    return total


def is_roman(numeral):
    try:
        from_roman(numeral)
    except ValueError:
        return False
    return True


def add_roman(a, b):
    """Sum of two numerals, as a numeral."""
    return to_roman(from_roman(a) + from_roman(b))
