import datetime as dt

import pytest

import humane

NOW = dt.datetime(2024, 6, 1, 12, 0, 0)


@pytest.mark.parametrize(
    "seconds, text",
    [
        (0, "a moment"),
        (1, "a second"),
        (45, "45 seconds"),
        (90, "a minute"),
        (3600 * 5, "5 hours"),
        (86400, "a day"),
        (86400 * 20, "20 days"),
        (86400 * 45, "a month"),
        (86400 * 360, "11 months"),
        (86400 * 365, "a year"),
        (86400 * 400, "1 year, 1 month"),
        (86400 * 365 * 3, "3 years"),
    ],
)
def test_naturaldelta(seconds, text):
    assert humane.naturaldelta(dt.timedelta(seconds=seconds)) == text


def test_naturaldelta_without_months():
    assert humane.naturaldelta(86400 * 100, months=False) == "100 days"
    assert humane.naturaldelta(86400 * 367, months=False) == "1 year, 2 days"


def test_naturaltime_in_both_directions():
    assert humane.naturaltime(NOW - dt.timedelta(minutes=3), now=NOW) == "3 minutes ago"
    assert humane.naturaltime(NOW + dt.timedelta(hours=2, seconds=5), now=NOW) == "in 2 hours"
    assert humane.naturaltime(NOW, now=NOW) == "now"
    assert humane.naturaltime(NOW - dt.timedelta(days=300), now=NOW) == "9 months ago"


def test_precisedelta():
    assert humane.precisedelta(dt.timedelta(days=1, hours=3, seconds=5)) == "1 day, 3 hours and 5 seconds"
    assert humane.precisedelta(3725, minimum_unit="minute") == "1 hour and 2 minutes"
    assert humane.precisedelta(30, minimum_unit="hour") == "0 hours"
    with pytest.raises(ValueError, match="unknown unit 'week'"):
        humane.precisedelta(1, minimum_unit="week")


@pytest.mark.parametrize(
    "value, kwargs, text",
    [
        (1, {}, "1 Byte"),
        (300, {}, "300 Bytes"),
        (3000, {}, "3.0 kB"),
        (3000, {"binary": True}, "2.9 KiB"),
        (3000, {"gnu": True}, "2.9K"),
        (10**9, {}, "1.0 GB"),
        (10**21, {}, "1000.0 EB"),
    ],
)
def test_naturalsize(value, kwargs, text):
    assert humane.naturalsize(value, **kwargs) == text


def test_parse_size():
    assert humane.parse_size("1.5 MB") == 1_500_000
    assert humane.parse_size("2KiB") == 2048
    assert humane.parse_size("512") == 512
    assert humane.parse_size("3 g") == 3 * 10**9
    with pytest.raises(ValueError, match="unknown size unit 'zz'"):
        humane.parse_size("3 zz")


def test_numbers():
    assert humane.intcomma(-1234567.25) == "-1,234,567.25"
    assert humane.intcomma(999) == "999"
    assert humane.intword(1_200_000) == "1.2 million"
    assert humane.intword(999_999_999) == "1.0 billion"
    assert humane.intword(512) == "512"
    assert [humane.apnumber(n) for n in (0, 5, 10)] == ["zero", "five", "10"]


def test_naturaltime_accepts_deltas_and_seconds():
    assert humane.naturaltime(dt.timedelta(days=2)) == "2 days ago"
    assert humane.naturaltime(-90) == "in a minute"
    assert humane.naturaltime(dt.timedelta(0)) == "now"
