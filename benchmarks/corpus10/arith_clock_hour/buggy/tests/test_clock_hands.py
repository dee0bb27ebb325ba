from fractions import Fraction

import pytest
from clock_hands import (
    add_minutes,
    format_minutes,
    hand_angle,
    minutes_between,
    overlaps,
    parse_time,
    to_minutes,
)


def test_parse_and_minutes():
    assert parse_time("07:05") == (7, 5)
    assert to_minutes("00:00") == 0
    assert to_minutes("23:59") == 1439


@pytest.mark.parametrize("text", ["24:00", "12:60", "7:5", "noon", "12-30"])
def test_bad_times(text):
    with pytest.raises(ValueError):
        parse_time(text)


def test_format_wraps():
    assert format_minutes(75) == "01:15"
    assert format_minutes(-15) == "23:45"
    assert format_minutes(1440 + 61) == "01:01"


def test_add_minutes_across_midnight():
    assert add_minutes("23:30", 45) == "00:15"
    assert add_minutes("00:10", -20) == "23:50"


def test_minutes_between():
    assert minutes_between("09:15", "17:45") == 510
    assert minutes_between("22:00", "06:30") == 510
    assert minutes_between("12:00", "12:00") == 0


def test_angle_on_the_hour():
    assert hand_angle(3, 0) == 90
    assert hand_angle(6, 0) == 180
    assert hand_angle(21, 0) == 90


def test_angle_between_hours():
    assert hand_angle(3, 30) == 75
    assert hand_angle(12, 15) == 82.5
    assert hand_angle(9, 45) == 22.5


def test_hands_meet_at_overlaps():
    moments = overlaps()
    assert len(moments) == 11
    assert moments[1] == (1, Fraction(60, 11))
    assert all(hand_angle(h, m) == 0 for h, m in moments)
