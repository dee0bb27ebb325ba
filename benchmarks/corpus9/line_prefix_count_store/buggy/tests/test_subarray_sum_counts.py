import pytest
from subarray_sum_counts import balanced_runs, count_with_sum, longest_with_sum


def test_empty_list():
    assert count_with_sum([], 0) == 0
    assert longest_with_sum([], 0) is None


def test_single_element():
    assert count_with_sum([5], 5) == 1
    assert count_with_sum([5], 4) == 0


def test_only_prefixes_match():
    assert count_with_sum([2, 3, 4], 5) == 1


def test_ones():
    assert count_with_sum([1, 1, 1], 2) == 2


def test_mixed_signs():
    assert count_with_sum([3, 4, 7, 2, -3, 1, 4, 2], 7) == 4


def test_zero_sums():
    assert count_with_sum([0, 0, 0], 0) == 6


@pytest.mark.parametrize("nums, k, expected", [
    ([1, -1, 5, -2, 3], 3, (0, 4)),
    ([-2, -1, 2, 1], 1, (1, 3)),
    ([1, 2, 3], 7, None),
])
def test_longest_with_sum(nums, k, expected):
    assert longest_with_sum(nums, k) == expected


def test_balanced_runs():
    assert balanced_runs([0, 1]) == 1
    assert balanced_runs([1, 0, 1, 0]) == 4
    assert balanced_runs([1, 1, 1]) == 0
