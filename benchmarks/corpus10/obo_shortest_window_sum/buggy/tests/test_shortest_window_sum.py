import pytest

from shortest_window_sum import min_window_length, shortest_window, window_values


def test_classic_example():
    assert min_window_length([2, 3, 1, 2, 4, 3], 7) == 2
    assert window_values([2, 3, 1, 2, 4, 3], 7) == [4, 3]


def test_single_number_reaches_target():
    assert shortest_window([1, 4, 4], 4) == (1, 1)


def test_whole_list_needed():
    assert shortest_window([1, 1, 1, 1, 1], 5) == (0, 5)


def test_target_out_of_reach():
    assert shortest_window([1, 1, 1], 11) is None
    assert min_window_length([1, 1, 1], 11) == 0
    assert window_values([1, 1, 1], 11) == []


def test_empty_list():
    assert shortest_window([], 3) is None


def test_leftmost_of_equal_windows():
    assert shortest_window([5, 1, 3, 5, 10, 7, 4, 9, 2, 8], 15) == (3, 2)


@pytest.mark.parametrize(
    "nums, target, expected",
    [([1, 2, 3, 4, 5], 11, 3), ([1, 2, 3, 4, 5], 15, 5), ([10, 2, 3], 6, 1), ([2, 2, 2, 2], 5, 3)],
)
def test_lengths(nums, target, expected):
    assert min_window_length(nums, target) == expected


def test_bad_input_rejected():
    with pytest.raises(ValueError):
        shortest_window([1, 2], 0)
    with pytest.raises(ValueError):
        shortest_window([1, -2, 3], 2)
