import pytest
from timesheet import Day, fmt, hourly_breakdown, overtime, parse_span, week_summary


@pytest.fixture
def monday():
    return Day.parse("mon", "09:15-12:00, 12:45-17:10")


def test_parse_span():
    assert parse_span(" 09:15-12:00 ") == (555, 720)


@pytest.mark.parametrize("text", ["9-12", "12:00-09:00", "10:75-11:00", "23:00-24:30"])
def test_bad_spans(text):
    with pytest.raises(ValueError):
        parse_span(text)


def test_overlap_rejected():
    with pytest.raises(ValueError, match="overlapping"):
        Day.parse("tue", "09:00-12:00, 11:00-13:00")


def test_worked_and_breaks(monday):
    assert fmt(monday.worked) == "7:10"
    assert fmt(monday.breaks) == "0:45"


def test_billable_rounds_each_span_up(monday):
    assert monday.billable() == 165 + 270


def test_hourly_breakdown(monday):
    hours = hourly_breakdown([monday])
    assert hours[9] == 45
    assert hours[12] == 15
    assert hours[17] == 10
    assert sum(hours.values()) == monday.worked


def test_hourly_breakdown_sums_days():
    days = [Day.parse("a", "08:30-09:30"), Day.parse("b", "08:00-08:45")]
    assert hourly_breakdown(days) == {8: 75, 9: 30}


def test_week_summary(monday):
    lines = week_summary([monday, Day.parse("tue", "10:00-11:00")])
    assert lines[0] == "mon    7:10  breaks 0:45"
    assert lines[-1] == "total         8:10  billable 8:15"


def test_overtime(monday):
    short = Day.parse("tue", "09:00-10:00")
    assert overtime([monday, short], daily_limit=7 * 60) == {"mon": 10}
