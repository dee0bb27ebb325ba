import pytest

from durations import format_minutes, parse_minutes


def test_hours_and_minutes():
    assert parse_minutes("2h15m") == 135


def test_bad_input():
    with pytest.raises(ValueError):
        parse_minutes("soon")


def test_bare_number():
    assert parse_minutes(" 90 ") == 90


def test_format():
    assert format_minutes(135) == "2h15m"
