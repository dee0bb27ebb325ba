import pytest

from pace import format_pace, pace_seconds, speed_kmh, summary


def test_format_pace():
    assert format_pace(305) == "5:05/km"


def test_speed():
    assert speed_kmh(3600, 12000) == pytest.approx(12.0)


def test_pace_of_10k():
    assert pace_seconds(3000, 10000) == pytest.approx(300.0)


def test_summary():
    assert summary(1500, 5000) == "5.0 km at 5:00/km"
