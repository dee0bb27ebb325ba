import pytest

from roman import from_roman, to_roman


def test_to_roman():
    assert to_roman(1994) == "MCMXCIV"


def test_invalid_letter():
    with pytest.raises(ValueError):
        from_roman("Z")


def test_from_roman():
    assert from_roman("mcmxciv") == 1994
