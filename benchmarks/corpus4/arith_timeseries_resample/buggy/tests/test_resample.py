import pytest

from resample import resample, rolling_mean
from series import TimeSeries, format_timestamp, parse_timestamp

HOUR = 3600
READINGS = TimeSeries.from_lines("""
# sensor export
2024-05-01T00:10:00Z,10
2024-05-01T00:50:00Z,14
2024-05-01T01:20:00Z,9
2024-05-01T03:05:00Z,20
2024-05-01T03:55:00Z,22
""".splitlines())


def hourly(series, **kwargs):
    return [(format_timestamp(ts)[-5:], v) for ts, v in resample(series, HOUR, **kwargs)]


def test_parse_timestamp():
    assert parse_timestamp("1970-01-01T01:00:00") == 3600
    assert parse_timestamp("2024-05-01T02:00:00+02:00") == parse_timestamp("2024-05-01T00:00Z")
    assert parse_timestamp(" 1714521600 ") == 1714521600


def test_points_stay_sorted_and_unique():
    s = TimeSeries([(30, 1.0), (10, 2.0), (20, 3.0), (10, 4.0)])
    assert list(s) == [(10, 4.0), (20, 3.0), (30, 1.0)]
    assert list(s.between(10, 30)) == [(10, 4.0), (20, 3.0)]


def test_hourly_means():
    assert hourly(READINGS) == [("00:00", 12.0), ("01:00", 9.0), ("03:00", 21.0)]


def test_gaps_can_be_filled():
    assert hourly(READINGS, how="count", fill=0) == [
        ("00:00", 2), ("01:00", 1), ("02:00", 0), ("03:00", 2),
    ]
    assert hourly(READINGS, how="last", fill="previous")[2] == ("02:00", 9.0)


def test_buckets_on_the_half_hour():
    buckets = hourly(READINGS, how="max", origin=30 * 60)
    assert buckets == [("23:30", 10.0), ("00:30", 14.0), ("02:30", 20.0), ("03:30", 22.0)]


def test_daily_sums_in_local_time():
    s = TimeSeries.from_lines(["2024-05-01T23:00:00+02:00,1", "2024-05-02T00:30:00+02:00,2",
                               "2024-05-02T22:00:00+02:00,4"])
    days = resample(s, 24 * HOUR, how="sum", origin=-2 * HOUR)
    assert [(format_timestamp(ts), v) for ts, v in days] == [
        ("2024-04-30 22:00", 1.0), ("2024-05-01 22:00", 6.0),
    ]


def test_bad_arguments():
    with pytest.raises(ValueError):
        resample(READINGS, 0)
    with pytest.raises(ValueError):
        resample(READINGS, HOUR, how="median")


def test_rolling_mean():
    s = TimeSeries([(1, 1.0), (2, 3.0), (3, 5.0), (4, 7.0)])
    assert [v for _, v in rolling_mean(s, 2)] == [1.0, 2.0, 4.0, 6.0]
