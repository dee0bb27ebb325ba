import pytest

from longest_mountain import longest_mountain, mountain_bounds, mountain_length, peaks


def test_classic_example():
    heights = [2, 1, 4, 7, 3, 2, 5]
    assert mountain_bounds(heights) == (1, 5)
    assert longest_mountain(heights) == [1, 4, 7, 3, 2]


def test_no_mountain_in_flat_or_monotone_arrays():
    for heights in ([2, 2, 2], [1, 2, 3, 4], [4, 3, 2, 1], [], [5]):
        assert mountain_bounds(heights) is None
        assert longest_mountain(heights) == []
        assert mountain_length(heights) == 0


def test_plateau_breaks_a_mountain():
    assert mountain_bounds([1, 3, 3, 1]) is None
    assert mountain_bounds([0, 2, 2, 5, 1]) == (2, 4)


def test_smallest_mountain():
    assert longest_mountain([1, 3, 2]) == [1, 3, 2]


def test_whole_array_is_a_mountain():
    heights = [0, 1, 2, 3, 9, 8, 4, 1]
    assert mountain_length(heights) == 8
    assert longest_mountain(heights) == heights


def test_adjacent_mountains_share_a_foot():
    heights = [1, 5, 1, 4, 6, 2, 1]
    assert peaks(heights) == [1, 4]
    assert mountain_bounds(heights) == (2, 6)
    assert longest_mountain(heights) == [1, 4, 6, 2, 1]


def test_leftmost_of_equal_mountains():
    assert longest_mountain([3, 4, 3, 9, 1, 8, 0]) == [3, 4, 3]


@pytest.mark.parametrize(
    "heights, expected",
    [([1, 2, 1, 2, 3, 2, 1], 5), ([9, 8, 7, 8, 9, 8], 4), ([1, 2, 1, 1, 2, 1], 3)],
)
def test_lengths(heights, expected):
    assert mountain_length(heights) == expected
