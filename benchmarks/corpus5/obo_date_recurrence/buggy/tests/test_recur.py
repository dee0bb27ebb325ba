import datetime as dt
from itertools import islice

import pytest

from recur import Frequency, Rule, between, format_rule, occurrences, parse_rule

D = dt.date


def take(rule_text, start, n=None):
    rule = parse_rule(rule_text)
    dates = occurrences(rule, start)
    return list(dates if n is None else islice(dates, n))


def test_daily_with_interval_and_count():
    assert take("FREQ=DAILY;INTERVAL=3;COUNT=4", D(2024, 2, 26)) == [
        D(2024, 2, 26), D(2024, 2, 29), D(2024, 3, 3), D(2024, 3, 6),
    ]


def test_weekly_on_several_days_until():
    assert take("FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20240617", D(2024, 6, 5)) == [
        D(2024, 6, 5), D(2024, 6, 7), D(2024, 6, 10), D(2024, 6, 12), D(2024, 6, 14), D(2024, 6, 17),
    ]


def test_every_other_week():
    assert take("FREQ=WEEKLY;INTERVAL=2;COUNT=3", D(2024, 1, 3)) == [D(2024, 1, 3), D(2024, 1, 17), D(2024, 1, 31)]


def test_monthly_on_the_31st_skips_short_months():
    assert take("FREQ=MONTHLY;BYMONTHDAY=31", D(2024, 1, 31), 4) == [
        D(2024, 1, 31), D(2024, 3, 31), D(2024, 5, 31), D(2024, 7, 31),
    ]


def test_last_day_of_the_month():
    assert take("FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4", D(2023, 12, 1)) == [
        D(2023, 12, 31), D(2024, 1, 31), D(2024, 2, 29), D(2024, 3, 31),
    ]


def test_first_and_second_to_last_day():
    assert take("FREQ=MONTHLY;BYMONTHDAY=1,-2;COUNT=4", D(2024, 4, 1)) == [
        D(2024, 4, 1), D(2024, 4, 29), D(2024, 5, 1), D(2024, 5, 30),
    ]


def test_daily_filtered_by_month_day():
    assert take("FREQ=DAILY;BYMONTHDAY=-1;COUNT=2", D(2024, 2, 10)) == [D(2024, 2, 29), D(2024, 3, 31)]


def test_monthly_weekdays_and_yearly_months():
    assert take("FREQ=MONTHLY;BYDAY=SA,SU;BYMONTH=3", D(2024, 3, 20), 3) == [
        D(2024, 3, 23), D(2024, 3, 24), D(2024, 3, 30),
    ]
    assert take("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=2", D(2023, 1, 1)) == [D(2024, 2, 29), D(2028, 2, 29)]


def test_impossible_rule_ends():
    assert take("FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", D(2024, 1, 1)) == []


def test_between():
    rule = Rule(Frequency.DAILY, interval=2)
    assert between(rule, D(2024, 1, 1), D(2024, 1, 3), D(2024, 1, 9)) == [D(2024, 1, 5), D(2024, 1, 7)]
    assert between(rule, D(2024, 1, 1), D(2024, 1, 3), D(2024, 1, 9), inclusive=True)[-1] == D(2024, 1, 9)


def test_round_trip_text():
    text = "FREQ=MONTHLY;INTERVAL=2;COUNT=5;BYDAY=MO,FR;BYMONTHDAY=1,-1;BYMONTH=1,7"
    assert format_rule(parse_rule("RRULE:" + text.lower())) == text


@pytest.mark.parametrize(
    "text, message",
    [
        ("INTERVAL=2", "FREQ is required"),
        ("FREQ=HOURLY", "unsupported FREQ"),
        ("FREQ=DAILY;COUNT=2;UNTIL=20240101", "COUNT and UNTIL"),
        ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY 0 is out of range"),
        ("FREQ=WEEKLY;BYDAY=XX", "unknown weekday"),
        ("FREQ=DAILY;FREQ=WEEKLY", "FREQ given twice"),
    ],
)
def test_invalid_rules(text, message):
    with pytest.raises(ValueError, match=message):
        parse_rule(text)
