import pytest
from roman_numerals import add_roman, from_roman, is_roman, to_roman


@pytest.mark.parametrize("number, numeral", [(1, "I"), (4, "IV"), (9, "IX"), (14, "XIV"),
                                             (1994, "MCMXCIV"), (3999, "MMMCMXCIX")])
def test_to_roman(number, numeral):
    assert to_roman(number) == numeral


@pytest.mark.parametrize("number", [0, -5, 4000])
def test_out_of_range(number):
    with pytest.raises(ValueError):
        to_roman(number)


def test_parse_repeated_letters():
    assert from_roman("III") == 3
    assert from_roman("MMM") == 3000


def test_parse_subtractive_forms():
    assert from_roman("XLII") == 42
    assert from_roman("MCMXCIV") == 1994


def test_parse_is_case_insensitive():
    assert from_roman(" mmxxiv ") == 2024


@pytest.mark.parametrize("bad", ["", "IIII", "VV", "IC", "ABC", "XM"])
def test_rejects_non_canonical_numerals(bad):
    assert not is_roman(bad)


def test_round_trip():
    assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))


def test_add_roman():
    assert add_roman("XIX", "XXIII") == "XLII"
