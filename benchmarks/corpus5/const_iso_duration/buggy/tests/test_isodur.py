import datetime as dt
from decimal import Decimal

import pytest

from isodur import Duration, DurationError, add_duration, between, parse_duration, total_seconds


@pytest.mark.parametrize(
    "text, expected",
    [
        ("P1Y2M10DT2H30M", Duration(1, 2, 10, Decimal(9000))),
        ("P2W", Duration(days=14)),
        ("PT0,5S", Duration(seconds=Decimal("0.5"))),
        ("-P1D", Duration(days=1, negative=True)),
        ("PT36H", Duration(seconds=Decimal(129600))),
    ],
)
def test_parse(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["P", "PT", "1D", "P1H", "PT1D", "P1.5Y", ""])
def test_parse_rejects(text):
    with pytest.raises(DurationError, match="not an ISO 8601 duration"):
        parse_duration(text)


def test_canonical_text():
    assert str(parse_duration("P1Y2M10DT2H30M")) == "P1Y2M10DT2H30M"
    assert str(parse_duration("PT90M")) == "PT1H30M"
    assert str(parse_duration("PT0.250S")) == "PT0.25S"
    assert str(Duration()) == "PT0S"
    assert str(-parse_duration("P3D")) == "-P3D"


def test_sum_and_multiple():
    assert parse_duration("P1M") + parse_duration("P10DT1H") == parse_duration("P1M10DT1H")
    assert 3 * parse_duration("PT20M") == parse_duration("PT1H")
    with pytest.raises(DurationError, match="different signs"):
        parse_duration("P1D") + parse_duration("-P1D")


@pytest.mark.calendar
@pytest.mark.parametrize(
    "start, text, expected",
    [
        (dt.date(2024, 1, 31), "P1M", dt.date(2024, 2, 29)),
        (dt.date(2023, 1, 31), "P1M", dt.date(2023, 2, 28)),
        (dt.date(2024, 3, 15), "P1Y2M", dt.date(2025, 5, 15)),
        (dt.date(2024, 3, 31), "-P1M", dt.date(2024, 2, 29)),
        (dt.date(2024, 12, 20), "P2W", dt.date(2025, 1, 3)),
    ],
)
def test_add_to_dates(start, text, expected):
    assert add_duration(start, text) == expected


def test_add_to_datetimes():
    moment = dt.datetime(2024, 1, 31, 22, 0)
    assert add_duration(moment, "P1MT3H") == dt.datetime(2024, 3, 1, 1, 0)
    with pytest.raises(DurationError, match="cannot add hours"):
        add_duration(dt.date(2024, 1, 1), "PT1H")


def test_total_seconds():
    assert total_seconds(parse_duration("P1DT1S")) == 86401
    assert total_seconds(parse_duration("-PT1.5S")) == Decimal("-1.5")
    assert total_seconds(parse_duration("P1Y"), approximate=True) == Decimal("31556952")
    with pytest.raises(DurationError, match="approximate=True"):
        total_seconds(parse_duration("P1M"))


@pytest.mark.calendar
def test_between_round_trips():
    start = dt.datetime(2024, 1, 31, 12, 0)
    for end in [dt.datetime(2024, 3, 1, 12, 0), dt.datetime(2025, 2, 28, 0, 30), dt.datetime(2024, 2, 29, 11, 59)]:
        assert add_duration(start, between(start, end)) == end
    assert str(between(dt.datetime(2024, 1, 15), dt.datetime(2024, 4, 16, 1))) == "P3M1DT1H"
