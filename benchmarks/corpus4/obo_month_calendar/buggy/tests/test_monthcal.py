from datetime import date

import pytest

from monthcal import MonthCalendar


@pytest.mark.parametrize(
    "year, month, length",
    [(2024, 2, 29), (2023, 2, 28), (2024, 4, 30), (2024, 12, 31)],
)
def test_month_length(year, month, length):
    cal = MonthCalendar(year, month)
    assert cal.length == length
    assert cal.dates()[-1] == date(year, month, length)


def test_weeks_start_on_monday_by_default():
    weeks = MonthCalendar(2024, 9).weeks()
    assert weeks[0] == [None, None, None, None, None, None, 1]
    assert weeks[-1] == [30, None, None, None, None, None, None]
    assert len(weeks) == 6


def test_render_with_sunday_first():
    text = MonthCalendar(2025, 2, first_weekday=6).render()
    assert text.splitlines()[:3] == [
        "   February 2025",
        "Su Mo Tu We Th Fr Sa",
        "                   1",
    ]
    assert text.splitlines()[-1] == "23 24 25 26 27 28"


def test_thanksgiving_and_memorial_day():
    assert MonthCalendar(2024, 11).nth_weekday(4, 3) == date(2024, 11, 28)
    assert MonthCalendar(2024, 5).nth_weekday(-1, 0) == date(2024, 5, 27)


def test_no_fifth_friday():
    with pytest.raises(ValueError):
        MonthCalendar(2024, 2).nth_weekday(5, 4)


def test_next_month_wraps_the_year():
    cal = MonthCalendar(2024, 12).next()
    assert (cal.year, cal.month) == (2025, 1)


def test_bad_month():
    with pytest.raises(ValueError):
        MonthCalendar(2024, 13)
