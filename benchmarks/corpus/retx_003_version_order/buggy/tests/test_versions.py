import pytest

from versions import Version, latest


def test_equal_with_missing_parts():
    assert Version("1.2") == Version("v1.2.0")


def test_invalid():
    with pytest.raises(ValueError):
        Version("1.x")


def test_simple_order():
    assert Version("1.2.3") < Version("1.2.4")


def test_numeric_order():
    assert latest(["1.9.0", "1.10.0", "1.2"]) == "1.10.0"
