import pytest
from atoi_parse import INT_MAX, INT_MIN, parse_int32, sum_fields


def test_plain_number():
    assert parse_int32("42") == 42


def test_leading_spaces_and_sign():
    assert parse_int32("   -42") == -42
    assert parse_int32("+7") == 7


def test_trailing_words_are_ignored():
    assert parse_int32("4193 with words") == 4193
    assert parse_int32("0032.5e3") == 32


@pytest.mark.parametrize("text", ["", "   ", "words and 987", "+-12", "-", " + 1"])
def test_no_digits_gives_zero(text):
    assert parse_int32(text) == 0


def test_clamped_to_32_bits():
    assert parse_int32("91283472332 apples") == INT_MAX
    assert parse_int32("-91283472332 pears") == INT_MIN


def test_range_edges_exact():
    assert parse_int32("2147483647") == INT_MAX
    assert parse_int32("-2147483648") == INT_MIN
    assert parse_int32("2147483648") == INT_MAX


def test_only_ascii_digits_count():
    assert parse_int32("12\u00b34") == 12


def test_sum_fields():
    assert sum_fields("3, -4x,10") == 9
    assert sum_fields("a;5; 6", sep=";") == 11
