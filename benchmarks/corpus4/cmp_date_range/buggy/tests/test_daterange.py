from datetime import date

import pytest

from daterange import DateRange, add_business_days, month_end


def test_parse_and_str():
    r = DateRange.parse("2024-01-05..2024-02-01")
    assert (r.start, r.end) == (date(2024, 1, 5), date(2024, 2, 1))
    assert str(r) == "2024-01-05..2024-02-01"
    assert str(DateRange.parse(" 2024-03-01 ")) == "2024-03-01"


def test_reversed_range_is_an_error():
    with pytest.raises(ValueError):
        DateRange.parse("2024-02-01..2024-01-05")


def test_length_and_membership():
    r = DateRange.parse("2024-02-27..2024-03-02")
    assert len(r) == 5
    assert date(2024, 2, 29) in r
    assert date(2024, 3, 3) not in r


def test_daily_iteration():
    r = DateRange.parse("2023-12-30..2024-01-02")
    assert [d.day for d in r.days()] == [30, 31, 1, 2]


def test_weeks_of_a_month():
    r = DateRange.parse("2024-05-01..2024-05-31")
    assert [d.day for d in r.weeks()] == [1, 8, 15, 22, 29]


@pytest.mark.parametrize(
    "other, expected",
    [
        ("2024-01-10..2024-01-20", "2024-01-10..2024-01-15"),
        ("2023-12-01..2024-01-01", "2024-01-01"),
        ("2024-01-16..2024-01-20", None),
    ],
)
def test_overlap(other, expected):
    got = DateRange.parse("2024-01-01..2024-01-15").overlap(DateRange.parse(other))
    assert (str(got) if got else None) == expected


def test_split_by_month():
    r = DateRange.parse("2024-01-30..2024-03-02")
    assert [str(p) for p in r.by_month()] == [
        "2024-01-30..2024-01-31", "2024-02-01..2024-02-29", "2024-03-01..2024-03-02",
    ]
    assert month_end(date(2023, 2, 10)) == date(2023, 2, 28)


def test_business_days():
    r = DateRange.parse("2024-12-23..2025-01-03")
    assert r.business_days() == 10
    assert r.business_days(holidays=[date(2024, 12, 25), date(2025, 1, 1)]) == 8
    assert add_business_days(date(2024, 12, 20), 3, [date(2024, 12, 25)]) == date(2024, 12, 26)
