from datetime import datetime

import pytest

from cronexpr import CronExpression, CronSyntaxError, fires_between, iter_fires, next_fire


def test_fields_are_expanded():
    cron = CronExpression.parse("*/15 0-6/2 1,15 JAN-MAR MON-FRI")
    assert cron.minutes == {0, 15, 30, 45}
    assert cron.hours == {0, 2, 4, 6}
    assert cron.days == {1, 15}
    assert cron.months == {1, 2, 3}
    assert cron.weekdays == {1, 2, 3, 4, 5}


def test_sunday_may_be_written_as_seven():
    assert CronExpression.parse("0 0 * * 7").weekdays == {0}
    assert CronExpression.parse("0 0 * * 5-7").weekdays == {0, 5, 6}


def test_macros_expand_to_their_fields():
    assert CronExpression.parse("@daily") == CronExpression.parse("0 0 * * *")
    assert str(CronExpression.parse(" @hourly ")) == "@hourly"


@pytest.mark.parametrize(
    "text, message",
    [
        ("61 * * * *", "minute: 61 is out of range"),
        ("* * * 12-3 *", "runs backwards"),
        ("*/0 * * * *", "bad step"),
        ("* * * *", "expected 5 fields"),
        ("@fortnightly", "unknown macro"),
        ("* * * FOO *", "'FOO' is not a number"),
    ],
)
def test_syntax_errors(text, message):
    with pytest.raises(CronSyntaxError, match=message):
        CronExpression.parse(text)


def test_day_of_month_or_weekday_when_both_given():
    cron = CronExpression.parse("0 12 13 * FRI")
    assert datetime(2024, 9, 13, 12, 0) in cron  # the 13th (a Friday)
    assert datetime(2024, 9, 20, 12, 0) in cron  # a Friday
    assert datetime(2024, 10, 13, 12, 0) in cron  # a Sunday the 13th
    assert datetime(2024, 10, 14, 12, 0) not in cron


def test_next_fire_within_the_hour():
    assert next_fire("30 * * * *", datetime(2024, 5, 1, 10, 45)) == datetime(2024, 5, 1, 11, 30)
    assert next_fire("30 * * * *", datetime(2024, 5, 1, 10, 10, 59)) == datetime(2024, 5, 1, 10, 30)


def test_next_fire_is_strictly_after_start():
    start = datetime(2024, 5, 1, 0, 0)
    assert next_fire("@daily", start) == datetime(2024, 5, 2, 0, 0)


def test_next_fire_rolls_over_the_year():
    assert next_fire("0 0 1 1 *", datetime(2024, 12, 31, 23, 59)) == datetime(2025, 1, 1, 0, 0)


def test_weekly_job_waits_for_sunday():
    # 2024-05-01 is a Wednesday
    assert next_fire("@weekly", datetime(2024, 5, 1, 9, 0)) == datetime(2024, 5, 5, 0, 0)


def test_business_hours_skip_the_weekend():
    fires = list(iter_fires("0 9 * * MON-FRI", datetime(2024, 5, 3, 10, 0), count=2))
    assert fires == [datetime(2024, 5, 6, 9, 0), datetime(2024, 5, 7, 9, 0)]


def test_fires_between_is_half_open():
    fires = fires_between("*/20 * * * *", datetime(2024, 1, 1, 8, 0), datetime(2024, 1, 1, 9, 0))
    assert [f.minute for f in fires] == [20, 40, 0]
    assert fires[-1] == datetime(2024, 1, 1, 9, 0)


def test_impossible_date_gives_up():
    with pytest.raises(ValueError, match="never fires"):
        next_fire("0 0 30 2 *", datetime(2024, 1, 1))
