import pytest

from month_math import (
    add_months,
    add_years,
    days_in_month,
    end_of_month,
    is_leap,
    month_schedule,
    months_between,
    quarter,
)


@pytest.mark.parametrize("year, leap", [(2024, True), (2023, False), (1900, False), (2000, True)])
def test_is_leap(year, leap):
    assert is_leap(year) is leap


def test_days_in_month():
    assert days_in_month(2024, 2) == 29
    assert days_in_month(2023, 2) == 28
    assert days_in_month(2023, 4) == 30
    with pytest.raises(ValueError):
        days_in_month(2023, 13)


@pytest.mark.parametrize(
    "date, months, expected",
    [
        ((2024, 1, 15), 1, (2024, 2, 15)),
        ((2023, 11, 3), 3, (2024, 2, 3)),
        ((2024, 3, 10), -3, (2023, 12, 10)),
    ],
)
def test_add_months_keeps_day(date, months, expected):
    assert add_months(date, months) == expected


@pytest.mark.parametrize(
    "date, months, expected",
    [((2024, 1, 31), 1, (2024, 2, 29)), ((2023, 3, 31), -1, (2023, 2, 28)),
     ((2023, 8, 31), 1, (2023, 9, 30))],
)
def test_add_months_clamps_to_month_end(date, months, expected):
    assert add_months(date, months) == expected


def test_add_months_on_last_day_of_short_month():
    assert add_months((2023, 4, 30), 1) == (2023, 5, 30)
    assert add_months((2024, 2, 29), 0) == (2024, 2, 29)


def test_add_years_leap_day():
    assert add_years((2024, 2, 29), 1) == (2025, 2, 28)
    assert add_years((2024, 2, 29), 4) == (2028, 2, 29)


def test_months_between():
    assert months_between((2024, 1, 15), (2024, 3, 14)) == 1
    assert months_between((2024, 1, 15), (2024, 3, 15)) == 2
    assert months_between((2024, 1, 31), (2024, 2, 29)) == 1
    assert months_between((2024, 5, 1), (2023, 5, 1)) == -12


def test_end_of_month_and_quarter():
    assert end_of_month((2100, 2, 3)) == (2100, 2, 28)
    assert [quarter((2024, m, 1)) for m in (1, 3, 4, 9, 10, 12)] == [1, 1, 2, 3, 4, 4]


def test_month_schedule():
    assert month_schedule((2024, 1, 31), 4) == [
        (2024, 1, 31), (2024, 2, 29), (2024, 3, 31), (2024, 4, 30)
    ]
    assert month_schedule((2023, 12, 10), 3, step=6) == [
        (2023, 12, 10), (2024, 6, 10), (2024, 12, 10)
    ]
