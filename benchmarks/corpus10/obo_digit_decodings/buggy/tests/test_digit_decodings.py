import pytest
from digit_decodings import all_decodings, count_decodings, encode


def test_encode():
    assert encode("BZ") == "226"
    assert encode("") == ""
    with pytest.raises(ValueError):
        encode("b")


@pytest.mark.parametrize("digits, count", [("", 1), ("7", 1), ("27", 1), ("0", 0), ("06", 0), ("100", 0)])
def test_counts_with_one_reading_or_none(digits, count):
    assert count_decodings(digits) == count


@pytest.mark.parametrize("digits, count", [("12", 2), ("226", 3), ("111", 3), ("10", 1), ("1111111111", 89)])
def test_counts_with_pairs(digits, count):
    assert count_decodings(digits) == count


def test_all_decodings_of_226():
    assert all_decodings("226") == ["BBF", "BZ", "VF"]


def test_all_decodings_single_reading():
    assert all_decodings("30") == []
    assert all_decodings("9") == ["I"]
    assert all_decodings("") == [""]


def test_zero_must_pair_with_previous_digit():
    assert all_decodings("1020") == ["JT"]


def test_long_string_is_fast():
    assert count_decodings("12" * 60) > 10**20


def test_rejects_non_digits():
    with pytest.raises(ValueError):
        count_decodings("12a")


def test_every_reading_encodes_back():
    digits = "2611055971756562"
    readings = all_decodings(digits)
    assert len(readings) == count_decodings(digits) == 4
    assert all(encode(r) == digits for r in readings)
