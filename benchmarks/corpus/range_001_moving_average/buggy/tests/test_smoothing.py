import pytest

from smoothing import exponential, moving_average


def test_window_larger_than_series():
    assert moving_average([1.0, 2.0], 3) == []


def test_bad_window():
    with pytest.raises(ValueError):
        moving_average([1.0], 0)


def test_pairs():
    assert moving_average([1.0, 2.0, 3.0, 4.0], 2) == [1.5, 2.5, 3.5]


def test_exponential():
    assert exponential([2.0, 4.0], 0.5) == [2.0, 3.0]
