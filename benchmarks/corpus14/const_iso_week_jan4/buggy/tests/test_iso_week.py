import datetime

import pytest

from iso_week import (days_in_month, from_iso, from_ordinal, is_leap, iso_calendar,
                      iso_weekday, to_ordinal, weeks_in_year)


def test_leap_years_and_month_lengths():
    assert [y for y in (1900, 2000, 2023, 2024) if is_leap(y)] == [2000, 2024]
    assert days_in_month(2024, 2) == 29
    assert days_in_month(2023, 4) == 30


@pytest.mark.parametrize("date", [(1, 1, 1), (1999, 12, 31), (2000, 3, 1), (2024, 2, 29)])
def test_ordinal_round_trip(date):
    n = to_ordinal(*date)
    assert n == datetime.date(*date).toordinal()
    assert from_ordinal(n) == date


def test_invalid_date_rejected():
    with pytest.raises(ValueError):
        to_ordinal(2023, 2, 29)


def test_iso_weekday():
    assert iso_weekday(2024, 1, 1) == 1
    assert iso_weekday(2023, 12, 31) == 7


@pytest.mark.parametrize(
    "date, expected",
    [((2024, 1, 1), (2024, 1, 1)), ((2020, 1, 1), (2020, 1, 3)),
     ((2019, 12, 30), (2020, 1, 1)), ((2025, 6, 15), (2025, 24, 7))],
)
def test_iso_calendar_common_dates(date, expected):
    assert iso_calendar(*date) == expected


@pytest.mark.parametrize(
    "date, expected",
    [((2021, 1, 3), (2020, 53, 7)), ((2022, 1, 1), (2021, 52, 6)),
     ((2021, 1, 4), (2021, 1, 1)), ((2016, 5, 17), (2016, 20, 2))],
)
def test_iso_calendar_year_boundaries(date, expected):
    assert iso_calendar(*date) == expected


def test_iso_calendar_matches_datetime_for_a_decade():
    day = datetime.date(2010, 1, 1)
    while day.year < 2020:
        assert iso_calendar(day.year, day.month, day.day) == tuple(day.isocalendar())
        day += datetime.timedelta(days=5)


def test_weeks_in_year():
    assert [weeks_in_year(y) for y in (2019, 2020, 2021, 2026)] == [52, 53, 52, 53]


def test_from_iso():
    assert from_iso(2024, 1, 1) == (2024, 1, 1)
    assert from_iso(2020, 53, 7) == (2021, 1, 3)
    with pytest.raises(ValueError):
        from_iso(2024, 1, 8)
