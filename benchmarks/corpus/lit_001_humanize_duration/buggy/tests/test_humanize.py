import pytest

from humanize import humanize, split_seconds


def test_minutes_and_seconds():
    assert humanize(310) == "5m 10s"


def test_negative():
    with pytest.raises(ValueError):
        split_seconds(-1)


def test_hours():
    assert humanize(2 * 86400 + 3 * 3600) == "2d 3h"
    assert split_seconds(3725) == (0, 1, 2, 5)
