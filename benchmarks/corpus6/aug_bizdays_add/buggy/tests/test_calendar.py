import datetime as dt

import pytest
from bizdays import BusinessCalendar, easter, holiday_table, next_holiday


@pytest.mark.parametrize(
    ("year", "expected"), [(2024, dt.date(2024, 3, 31)), (2025, dt.date(2025, 4, 20))]
)
def test_easter(year, expected):
    assert easter(year) == expected


def test_holidays_of_2022(rules, d):
    days = rules.holidays(2022)
    assert days[d(2022, 1, 3)] == "New Year"  # 1 January was a Saturday
    assert days[d(2022, 12, 27)] == "Boxing Day"  # pushed past observed Christmas
    assert days[d(2022, 4, 15)] == "Good Friday"


def test_weekend_and_holiday_are_not_business_days(cal, d):
    assert cal.is_business_day(d(2024, 3, 28))
    assert not cal.is_business_day(d(2024, 3, 29))
    assert not cal.is_business_day(d(2024, 3, 30))


def test_next_and_previous(cal, d):
    assert cal.next_business_day(d(2024, 3, 28)) == d(2024, 4, 2)
    assert cal.previous_business_day(d(2024, 4, 2)) == d(2024, 3, 28)


@pytest.mark.parametrize(
    ("convention", "expected"),
    [("following", dt.date(2024, 9, 2)), ("preceding", dt.date(2024, 8, 30)),
     ("modified", dt.date(2024, 8, 30))],
)
def test_roll(cal, convention, expected):
    assert cal.roll(dt.date(2024, 8, 31), convention) == expected


def test_roll_unknown_convention(cal, d):
    with pytest.raises(ValueError, match="unknown"):
        cal.roll(d(2024, 8, 31), "nearest")


def test_add_zero_is_identity(cal, d):
    assert cal.add(d(2024, 3, 30), 0) == d(2024, 3, 30)


def test_add_across_easter(cal, d):
    assert cal.add(d(2024, 3, 27), 2) == d(2024, 4, 2)


def test_subtract_business_days(cal, d):
    assert cal.add(d(2024, 4, 2), -3) == d(2024, 3, 26)


def test_count(cal, d):
    assert cal.count(d(2024, 12, 23), d(2025, 1, 6)) == 7
    assert cal.count(d(2025, 1, 6), d(2024, 12, 23)) == -7


def test_extra_closure(rules, d):
    cal = BusinessCalendar(rules.with_extra(d(2024, 6, 3)))
    assert not cal.is_business_day(d(2024, 6, 3))
    assert cal.holiday_name(d(2024, 6, 3)) == "extra"


def test_custom_weekend(d):
    cal = BusinessCalendar(weekend=(4, 5))
    assert list(cal.days(d(2024, 5, 1), d(2024, 5, 6))) == [d(2024, 5, 1), d(2024, 5, 2),
                                                             d(2024, 5, 5)]


def test_holiday_table_and_next_holiday(rules, d):
    assert holiday_table(rules, 2024)[0] == "2024-01-01 Mon New Year"
    assert next_holiday(rules, d(2024, 12, 27)) == (d(2025, 1, 1), "New Year")
