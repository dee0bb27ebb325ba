import datetime

import pytest
from zeller_weekday import friday_13ths, is_leap, nth_weekday, weekday, weekday_name


def test_leap_years():
    assert [y for y in (1900, 2000, 2023, 2024, 2100) if is_leap(y)] == [2000, 2024]


@pytest.mark.parametrize("date, name", [
    ((1969, 7, 20), "Sunday"),
    ((2000, 12, 31), "Sunday"),
    ((2024, 3, 1), "Friday"),
    ((1815, 6, 18), "Sunday"),
])
def test_known_dates(date, name):
    assert weekday_name(*date) == name


def test_new_year_days():
    assert weekday_name(2000, 1, 1) == "Saturday"
    assert weekday_name(2024, 1, 1) == "Monday"


def test_leap_day():
    assert weekday_name(2024, 2, 29) == "Thursday"


def test_matches_datetime_for_a_whole_year():
    day = datetime.date(2023, 1, 1)
    while day.year == 2023:
        assert weekday(day.year, day.month, day.day) == day.weekday()
        day += datetime.timedelta(days=1)


def test_invalid_dates_rejected():
    for bad in ((2023, 2, 29), (2024, 13, 1), (2024, 4, 31), (2024, 5, 0)):
        with pytest.raises(ValueError):
            weekday(*bad)


def test_thanksgiving_and_memorial_day():
    assert nth_weekday(2024, 11, 3, 4) == 28  # fourth Thursday of November
    assert nth_weekday(2024, 5, 0, -1) == 27  # last Monday of May


def test_no_fifth_weekday():
    with pytest.raises(ValueError):
        nth_weekday(2024, 9, 1, 5)


def test_friday_13ths():
    assert friday_13ths(2015) == [2, 3, 11]
    assert friday_13ths(2024) == [9, 12]
