import pytest

from weather import daily_summary, spread, to_fahrenheit


def test_boiling_point():
    assert to_fahrenheit(100) == pytest.approx(212)


def test_spread():
    assert spread([3.0, -2.0, 7.5]) == 9.5


def test_summary_in_celsius():
    assert daily_summary([1.0, 2.0, 3.0]) == {"min": 1.0, "max": 3.0, "mean": 2.0}


def test_summary_in_fahrenheit():
    assert daily_summary([0.0, 10.0], "F") == {"min": 32.0, "max": 50.0, "mean": 41.0}
