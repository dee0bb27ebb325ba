from datetime import date

from calendar_view import first_weekday, month_days, working_day_count


def test_first_day():
    assert month_days(2024, 2)[0] == date(2024, 2, 1)


def test_first_weekday():
    assert first_weekday(2024, 9) == "Sunday"


def test_leap_february_length():
    assert len(month_days(2024, 2)) == 29


def test_working_days_march_2024():
    assert working_day_count(2024, 3) == 21
