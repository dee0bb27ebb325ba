import pytest
from pair_sum_sorted import closest_pair_sum, count_pairs_below, distinct_pairs, pair_with_sum


def test_pair_with_sum():
    nums = [1, 3, 4, 6, 8, 11]
    assert pair_with_sum(nums, 10) == (2, 3)
    assert pair_with_sum(nums, 19) == (4, 5)
    assert pair_with_sum(nums, 4) == (0, 1)


def test_pair_with_sum_none():
    assert pair_with_sum([1, 3, 4, 6], 2) is None
    assert pair_with_sum([5], 10) is None
    assert pair_with_sum([], 0) is None


def test_count_pairs_below():
    assert count_pairs_below([1, 2, 3, 4, 5], 6) == 4
    assert count_pairs_below([-3, 0, 2, 7], 4) == 3
    assert count_pairs_below([1, 1, 1], 3) == 3


def test_count_pairs_below_edge_cases():
    assert count_pairs_below([], 5) == 0
    assert count_pairs_below([10, 20, 30], 15) == 0
    assert count_pairs_below([4], 9) == 0


def test_distinct_pairs():
    assert distinct_pairs([1, 1, 2, 3, 4, 4, 5], 6) == [(1, 5), (2, 4)]
    assert distinct_pairs([2, 2, 2], 4) == [(2, 2)]
    assert distinct_pairs([3], 6) == []


def test_closest_pair_sum():
    assert closest_pair_sum([-4, -1, 2, 5, 9], 3) == 4
    assert closest_pair_sum([1, 2, 10], 7) == 3
    assert closest_pair_sum([1, 4, 6], 10) == 10


def test_closest_pair_sum_needs_two_numbers():
    with pytest.raises(ValueError):
        closest_pair_sum([3], 3)
