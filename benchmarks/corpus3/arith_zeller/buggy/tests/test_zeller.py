import pytest

from zeller import day_name, days_in_month, friday_the_13ths, is_leap, iso_weekday


@pytest.mark.parametrize(
    "date, name",
    [
        ((2000, 3, 1), "Wednesday"),
        ((2001, 9, 11), "Tuesday"),
        ((1900, 3, 1), "Thursday"),
        ((2029, 5, 15), "Tuesday"),
        ((1969, 7, 20), "Sunday"),
        ((2024, 2, 29), "Thursday"),
        ((2000, 1, 1), "Saturday"),
        ((1582, 10, 15), "Friday"),
    ],
)
def test_day_name(date, name):
    assert day_name(*date) == name


def test_iso_weekday():
    assert iso_weekday(2002, 6, 3) == 1
    assert iso_weekday(2002, 6, 9) == 7


def test_matches_the_standard_library():
    import datetime

    for ordinal in range(730000, 740000, 37):
        date = datetime.date.fromordinal(ordinal)
        assert iso_weekday(date.year, date.month, date.day) == date.isoweekday(), date


def test_leap_years_and_month_lengths():
    assert [is_leap(y) for y in (1900, 2000, 2023, 2024)] == [False, True, False, True]
    assert [days_in_month(2023, 2), days_in_month(2024, 2), days_in_month(2024, 4)] == [28, 29, 30]


def test_friday_the_13ths():
    assert friday_the_13ths(2026) == [2, 3, 11]
