from datetime import date

from reminders import reminder, reminders

TODAY = date(2024, 3, 10)


def test_overdue():
    assert reminder(date(2024, 3, 1), TODAY) == "overdue"


def test_due_today():
    assert reminder(TODAY, TODAY) == "today"


def test_last_day_of_window_is_soon():
    assert reminder(date(2024, 3, 17), TODAY) == "soon"


def test_far_away_gets_none():
    assert reminders({"A1": date(2024, 5, 1)}, TODAY) == {"A1": "none"}
