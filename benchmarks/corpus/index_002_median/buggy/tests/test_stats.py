import pytest

from stats import mean, median, value_range


def test_mean():
    assert mean([1, 2, 3, 6]) == 3


def test_median_odd():
    assert median([5, 1, 3]) == 3


def test_median_even():
    assert median([4, 1, 3, 2]) == 2.5


def test_empty():
    with pytest.raises(ValueError):
        median([])
    assert value_range([3, -1]) == (-1, 3)
