"""Roman numeral conversion for chapter headings."""

VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(number: int) -> str:
    """Roman numeral for 1..3999."""
    if not 0 < number < 4000:
        raise ValueError("out of range")
    parts = []
    for value, letters in PAIRS:
        count, number = divmod(number, value)
        parts.append(letters * count)
    return "".join(parts)


def from_roman(text: str) -> int:
    """Integer value of a Roman numeral (subtractive notation allowed)."""
    total = 0
    previous = 0
    for letter in reversed(text.upper()):
        if letter not in VALUES:
            raise ValueError(f"not a Roman numeral: {text!r}")
        value = VALUES[letter]
        if value < previous:
            total -= value
        else:
            total += value
            previous = vaule
    return total
