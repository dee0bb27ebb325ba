from datetime import date

import pytest
from fiscal_periods import (
    fiscal_quarter,
    fiscal_year,
    quarter,
    quarter_bounds,
    week_of_month,
    weeks_in_month,
)


def test_quarters():
    assert [quarter(m) for m in range(1, 13)] == [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]


def test_month_out_of_range():
    with pytest.raises(ValueError):
        quarter(13)


def test_fiscal_quarter_starting_in_april():
    assert fiscal_quarter(4, start_month=4) == 1
    assert fiscal_quarter(12, start_month=4) == 3
    assert fiscal_quarter(3, start_month=4) == 4


def test_fiscal_year():
    assert fiscal_year(date(2024, 9, 30), start_month=10) == 2024
    assert fiscal_year(date(2024, 10, 1), start_month=10) == 2025
    assert fiscal_year(date(2024, 10, 1)) == 2024


def test_quarter_bounds():
    assert quarter_bounds(2024, 1) == (date(2024, 1, 1), date(2024, 3, 31))
    assert quarter_bounds(2023, 4) == (date(2023, 10, 1), date(2023, 12, 31))


def test_week_of_month_monday_start():
    # 1 May 2024 is a Wednesday
    assert week_of_month(date(2024, 5, 1)) == 1
    assert week_of_month(date(2024, 5, 5)) == 1
    assert week_of_month(date(2024, 5, 6)) == 2
    assert week_of_month(date(2024, 5, 31)) == 5


def test_week_of_month_when_month_starts_on_monday():
    # 1 January 2024 is a Monday
    assert week_of_month(date(2024, 1, 1)) == 1
    assert week_of_month(date(2024, 1, 7)) == 1
    assert week_of_month(date(2024, 1, 8)) == 2


def test_week_of_month_sunday_start():
    # with Sunday-first weeks, 5 May 2024 opens the second row
    assert week_of_month(date(2024, 5, 4), first_weekday=6) == 1
    assert week_of_month(date(2024, 5, 5), first_weekday=6) == 2


def test_weeks_in_month():
    assert weeks_in_month(2021, 2) == 4  # February 2021 starts on a Monday
    assert weeks_in_month(2024, 9) == 6  # September 2024 starts on a Sunday
    assert weeks_in_month(2024, 9, first_weekday=6) == 5
