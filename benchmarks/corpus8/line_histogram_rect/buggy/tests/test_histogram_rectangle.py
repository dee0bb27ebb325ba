import pytest
from histogram_rectangle import largest_rectangle, maximal_rectangle, skyline_area


def test_classic_histogram():
    assert largest_rectangle([2, 1, 5, 6, 2, 3]) == 10


def test_increasing_bars():
    assert largest_rectangle([1, 2, 3, 4]) == 6
    assert largest_rectangle([3]) == 3


def test_a_low_bar_spans_the_whole_width():
    assert largest_rectangle([2, 1, 2]) == 3
    assert largest_rectangle([6, 2, 5, 4, 5, 1, 6]) == 12


def test_decreasing_and_flat_bars():
    assert largest_rectangle([5, 4, 3, 2, 1]) == 9
    assert largest_rectangle([3, 3, 3, 3]) == 12


def test_zero_heights_and_empty_input():
    assert largest_rectangle([]) == 0
    assert largest_rectangle([0, 0]) == 0
    assert largest_rectangle([4, 0, 3]) == 4


def test_negative_height_is_rejected():
    with pytest.raises(ValueError):
        largest_rectangle([1, -2, 3])


def test_maximal_rectangle_in_a_matrix():
    rows = ["10100",
            "10111",
            "11111",
            "10010"]
    assert maximal_rectangle(rows) == 6
    assert maximal_rectangle(["0110", "1111", "0110"]) == 6


def test_maximal_rectangle_edge_cases():
    assert maximal_rectangle([]) == 0
    assert maximal_rectangle(["000"]) == 0
    assert maximal_rectangle(["1"]) == 1
    with pytest.raises(ValueError):
        maximal_rectangle(["10", "1"])


def test_skyline_area_bounds_the_rectangle():
    bars = [2, 1, 5, 6, 2, 3]
    assert skyline_area(bars) == 19
    assert largest_rectangle(bars) <= skyline_area(bars)
