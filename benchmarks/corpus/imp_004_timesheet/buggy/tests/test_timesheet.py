import pytest

from timesheet import shift_minutes, week_minutes, week_summary

FULL_WEEK = [("09:00", "17:30", 30)] * 5


def test_day_shift():
    assert shift_minutes("9:00", "17:30", 30) == 480


def test_night_shift_crosses_midnight():
    assert shift_minutes("22:00", "06:00") == 480


def test_bad_time_is_rejected():
    with pytest.raises(ValueError):
        shift_minutes("9am", "17:00")


def test_week_minutes():
    assert week_minutes(FULL_WEEK) == 2400


def test_summary_of_exact_week():
    assert week_summary(FULL_WEEK) == {"worked": "40:00", "overtime": "0:00", "balance": "0:00"}


def test_summary_with_overtime():
    shifts = FULL_WEEK + [("10:00", "12:15", 0)]
    assert week_summary(shifts) == {"worked": "42:15", "overtime": "2:15", "balance": "2:15"}


def test_summary_short_week():
    shifts = [("08:00", "12:00", 0)] * 3
    assert week_summary(shifts) == {"worked": "12:00", "overtime": "0:00", "balance": "-28:00"}
