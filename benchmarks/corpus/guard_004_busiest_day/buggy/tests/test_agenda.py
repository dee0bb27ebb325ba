from datetime import date, datetime

from agenda import busiest_day, titles_on

EVENTS = [
    (datetime(2024, 4, 2, 9), "standup"),
    (datetime(2024, 4, 3, 9), "standup"),
    (datetime(2024, 4, 3, 14), "review"),
]


def test_busiest():
    assert busiest_day(EVENTS) == date(2024, 4, 3)


def test_titles():
    assert titles_on(EVENTS, date(2024, 4, 3)) == ["standup", "review"]


def test_no_events():
    assert busiest_day([]) is None
