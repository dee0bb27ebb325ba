from decimal import Decimal

import pytest

from numwords import cardinal, from_roman, ordinal_suffix, ordinal_words, spell_decimal, to_roman


@pytest.mark.parametrize(
    "number, words",
    [
        (0, "zero"),
        (13, "thirteen"),
        (40, "forty"),
        (99, "ninety-nine"),
        (100, "one hundred"),
        (101, "one hundred one"),
        (1999, "one thousand nine hundred ninety-nine"),
        (20_000_014, "twenty million fourteen"),
        (-7, "minus seven"),
    ],
)
def test_cardinal(number, words):
    assert cardinal(number) == words


def test_british_and():
    assert cardinal(105, british=True) == "one hundred and five"
    assert cardinal(2_000_040, british=True) == "two million and forty"
    assert cardinal(1234, british=True) == "one thousand two hundred and thirty-four"


def test_cardinal_rejects_bad_input():
    with pytest.raises(TypeError, match="expected an int, got float"):
        cardinal(1.5)
    with pytest.raises(OverflowError, match="too large"):
        cardinal(10**15)


def test_spell_decimal():
    assert spell_decimal("12.05") == "twelve point zero five"
    assert spell_decimal(Decimal("-0.5")) == "minus zero point five"
    assert spell_decimal(3) == "three"


@pytest.mark.parametrize(
    "number, words",
    [(1, "first"), (12, "twelfth"), (20, "twentieth"), (21, "twenty-first"), (103, "one hundred third")],
)
def test_ordinal_words(number, words):
    assert ordinal_words(number) == words


def test_ordinal_suffix():
    assert [ordinal_suffix(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 102, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd", "111th",
    ]


def test_roman_round_trip():
    for number in range(1, 4000):
        assert from_roman(to_roman(number)) == number
    assert to_roman(1994) == "MCMXCIV"


@pytest.mark.parametrize("text", ["", "IIII", "VX", "MMMM", "ABC"])
def test_invalid_roman(text):
    with pytest.raises(ValueError, match="not a valid Roman numeral"):
        from_roman(text)
