import pytest

from leap import day_of_year, days_in_month, is_leap


def test_common_years():
    assert not is_leap(2023)
    assert not is_leap(1900)


def test_bad_month():
    with pytest.raises(ValueError):
        days_in_month(2024, 13)


def test_leap_years():
    assert is_leap(2024)
    assert is_leap(2000)


def test_day_of_year():
    assert day_of_year(2024, 3, 1) == 61
