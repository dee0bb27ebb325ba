import pytest
from moving_average import MovingAverage, exponential_moving_average, moving_averages


def test_average_while_the_window_fills():
    tracker = MovingAverage(3)
    assert tracker.add(1) == 1
    assert tracker.add(10) == 5.5
    assert tracker.add(3) == 14 / 3
    assert len(tracker) == 3


def test_oldest_value_leaves_the_window():
    tracker = MovingAverage(3)
    for value in (1, 10, 3):
        tracker.add(value)
    assert tracker.add(5) == 6
    assert tracker.window() == [10, 3, 5]
    assert tracker.add(0) == 8 / 3


def test_window_of_one_follows_the_stream():
    tracker = MovingAverage(1)
    assert [tracker.add(v) for v in (4, -2, 7)] == [4, -2, 7]
    assert tracker.window() == [7]


def test_empty_tracker_and_bad_size():
    with pytest.raises(ValueError):
        MovingAverage(2).average()
    with pytest.raises(ValueError):
        MovingAverage(0)


def test_moving_averages_of_a_series():
    assert moving_averages([2, 4, 6, 8, 10], 2) == [3, 5, 7, 9]
    assert moving_averages([1, 2, 3, 4, 5, 6], 3) == [2, 3, 4, 5]


def test_moving_averages_of_short_series():
    assert moving_averages([5, 7], 3) == []
    assert moving_averages([], 1) == []
    assert moving_averages([5, 7, 9], 3) == [7]


def test_exponential_moving_average():
    assert exponential_moving_average([4, 8, 8], 0.5) == [4, 6, 7]
    assert exponential_moving_average([1, 2, 3], 1) == [1, 2, 3]
    assert exponential_moving_average([], 0.3) == []
    with pytest.raises(ValueError):
        exponential_moving_average([1], 0)
