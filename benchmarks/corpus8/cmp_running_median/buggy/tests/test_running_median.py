import statistics

import pytest
from running_median import RunningMedian, running_medians


def test_empty_stream_has_no_median():
    with pytest.raises(ValueError):
        RunningMedian().median()


def test_single_value():
    assert RunningMedian([7]).median() == 7


def test_two_values_average():
    assert RunningMedian([4, 1]).median() == 2.5
    assert RunningMedian([1, 4]).median() == 2.5


def test_length():
    assert len(RunningMedian(range(9))) == 9


def test_increasing_stream():
    assert running_medians([1, 2, 3, 4, 5]) == [1, 1.5, 2, 2.5, 3]


def test_mixed_stream():
    assert running_medians([5, 15, 1, 3, 8, 7, 9, 10]) == [5, 10, 5, 4, 5, 6, 7, 7.5]


def test_duplicates_and_negatives():
    assert running_medians([-2, -2, 0, -5, -2]) == [-2, -2, -2, -2, -2]


def test_halves_split_the_values():
    tracker = RunningMedian([9, 2, 7, 4, 5])
    assert tracker.halves() == ([2, 4, 5], [7, 9])


def test_matches_statistics_median():
    values = [(i * 37) % 23 - 11 for i in range(40)]
    expected = [statistics.median(values[: i + 1]) for i in range(len(values))]
    assert running_medians(values) == expected
