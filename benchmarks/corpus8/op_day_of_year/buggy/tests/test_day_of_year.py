import datetime

import pytest
from day_of_year import (
    day_of_year,
    days_between,
    days_in_month,
    from_day_of_year,
    is_leap,
    ordinal,
    weekday,
)


@pytest.mark.parametrize("year, leap", [(2023, False), (2024, True), (1900, False), (2000, True)])
def test_is_leap(year, leap):
    assert is_leap(year) is leap


def test_days_in_month():
    assert [days_in_month(2024, m) for m in (1, 2, 4)] == [31, 29, 30]
    assert days_in_month(2100, 2) == 28
    with pytest.raises(ValueError):
        days_in_month(2024, 13)


def test_day_of_year():
    assert day_of_year(2023, 1, 1) == 1
    assert day_of_year(2023, 3, 1) == 60
    assert day_of_year(2024, 3, 1) == 61
    assert day_of_year(2024, 12, 31) == 366


def test_invalid_day_rejected():
    with pytest.raises(ValueError):
        day_of_year(2023, 2, 29)


def test_from_day_of_year_round_trip():
    for year in (2023, 2024):
        for month in range(1, 13):
            for day in (1, days_in_month(year, month)):
                assert from_day_of_year(year, day_of_year(year, month, day)) == (month, day)
    with pytest.raises(ValueError):
        from_day_of_year(2023, 366)


def test_ordinal_of_first_day():
    assert ordinal((1, 1, 1)) == 1
    assert ordinal((1, 12, 31)) == 365


@pytest.mark.parametrize("date", [(1970, 1, 1), (2000, 2, 29), (2024, 7, 15), (1601, 1, 1)])
def test_ordinal_matches_datetime(date):
    assert ordinal(date) == datetime.date(*date).toordinal()


def test_days_between():
    assert days_between((2024, 1, 1), (2025, 1, 1)) == 366
    assert days_between((1999, 12, 31), (2000, 1, 1)) == 1
    assert days_between((2000, 1, 1), (1900, 1, 1)) == -36524


def test_weekday():
    assert weekday((1969, 7, 20)) == 6  # a Sunday
    assert weekday((2000, 1, 1)) == 5  # a Saturday
