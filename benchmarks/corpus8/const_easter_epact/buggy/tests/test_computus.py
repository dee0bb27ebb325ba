from datetime import date

import pytest
from computus import (
    ash_wednesday,
    earliest_and_latest,
    easter,
    golden_number,
    good_friday,
    pentecost,
)


@pytest.mark.parametrize(
    "year, expected",
    [(1961, (4, 2)), (2000, (4, 23)), (2008, (3, 23)), (2024, (3, 31)), (2285, (3, 22))],
)
def test_known_easter_dates(year, expected):
    assert easter(year) == date(year, *expected)


def test_easter_2025():
    assert easter(2025) == date(2025, 4, 20)


def test_easter_1818_is_the_earliest_possible():
    assert easter(1818) == date(1818, 3, 22)


def test_easter_is_always_a_sunday():
    assert all(easter(year).weekday() == 6 for year in range(1583, 2600))


def test_feasts_of_2024():
    assert good_friday(2024) == date(2024, 3, 29)
    assert ash_wednesday(2024) == date(2024, 2, 14)


def test_pentecost_2025():
    assert pentecost(2025) == date(2025, 6, 8)


def test_easter_dates_of_the_2020s():
    days = [(easter(y).month, easter(y).day) for y in range(2020, 2030)]
    assert days == [(4, 12), (4, 4), (4, 17), (4, 9), (3, 31), (4, 20), (4, 5), (3, 28),
                    (4, 16), (4, 1)]


def test_range_of_dates_in_the_20th_and_21st_centuries():
    assert earliest_and_latest(1900, 2099) == ((3, 23), (4, 25))


def test_golden_number():
    assert golden_number(2024) == 11
    assert golden_number(1999) == 5


def test_julian_years_are_rejected():
    with pytest.raises(ValueError):
        easter(1582)
