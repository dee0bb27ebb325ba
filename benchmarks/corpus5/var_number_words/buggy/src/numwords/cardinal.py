"""Cardinal numbers in words: 1234 -> 'one thousand two hundred thirty-four'."""

from __future__ import annotations

from decimal import Decimal
from typing import Union

ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
).split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = (
    (10**12, "trillion"),
    (10**9, "billion"),
    (10**6, "million"),
    (1000, "thousand"),
    (100, "hundred"),
)
LIMIT = 10**15


def _say(n: int, conjunction: bool) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return TENS[tens] + ("-" + ONES[ones] if ones else "")
    for scale, name in SCALES:
        if n >= scale:
            head, rest = divmod(n, scale)
            words = f"{_say(n, conjunction)} {name}"
            if rest:
                joiner = " and " if conjunction and rest < 100 else " "
                words += joiner + _say(rest, conjunction)
            return words
    raise AssertionError("unreachable")  # pragma: no cover


def cardinal(number: int, *, british: bool = False) -> str:
    """Spell out an integer; ``british=True`` adds 'and' before the last two digits."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError(f"expected an int, got {type(number).__name__}")
    if abs(number) >= LIMIT:
        raise OverflowError(f"{number} is too large to spell out")
    words = _say(abs(number), british)
    return "minus " + words if number < 0 else words


def spell_decimal(value: Union[str, Decimal, float]) -> str:
    """'12.05' -> 'twelve point zero five' (digits after the point one by one)."""
    number = Decimal(str(value))
    whole, _, fraction = format(abs(number), "f").partition(".")
    words = cardinal(int(whole))
    if fraction:
        words += " point " + " ".join(ONES[int(digit)] for digit in fraction)
    return "minus " + words if number < 0 else words
