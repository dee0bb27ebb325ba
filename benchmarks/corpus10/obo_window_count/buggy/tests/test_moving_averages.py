import pytest
from moving_averages import (
    cumulative_average,
    exponential_moving_average,
    simple_moving_average,
    weighted_moving_average,
)


def test_simple_moving_average():
    assert simple_moving_average([1, 2, 3, 4, 5], 3) == pytest.approx([2, 3, 4])


def test_simple_window_of_one_is_identity():
    assert simple_moving_average([4, -1, 7], 1) == pytest.approx([4, -1, 7])


def test_simple_window_as_long_as_series():
    assert simple_moving_average([2, 4, 9], 3) == pytest.approx([5])


def test_simple_window_longer_than_series():
    assert simple_moving_average([1, 2], 3) == []
    assert simple_moving_average([], 2) == []


def test_window_must_be_positive():
    with pytest.raises(ValueError):
        simple_moving_average([1, 2, 3], 0)


def test_simple_matches_direct_means():
    values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
    expected = [sum(values[i:i + 4]) / 4 for i in range(len(values) - 3)]
    assert simple_moving_average(values, 4) == pytest.approx(expected)


def test_weighted_moving_average():
    assert weighted_moving_average([1, 2, 3, 4], 2) == pytest.approx([5 / 3, 8 / 3, 11 / 3])


def test_cumulative_average():
    assert cumulative_average([2, 4, 6, 8]) == pytest.approx([2, 3, 4, 5])


def test_exponential_moving_average():
    assert exponential_moving_average([10, 20, 20], 0.5) == pytest.approx([10, 15, 17.5])
    with pytest.raises(ValueError):
        exponential_moving_average([1], 0)
