import pytest

from three_sum import closest_three_sum, pair_sums, three_sum, two_sum


def test_two_sum():
    assert two_sum([2, 7, 11, 15], 9) == (0, 1)
    assert two_sum([3, 2, 4], 6) == (1, 2)
    assert two_sum([1, 2], 7) is None


def test_pair_sums():
    assert pair_sums([1, 5, 3, 3, 7, -1, 5], 6) == [(-1, 7), (1, 5), (3, 3)]


def test_three_sum_classic():
    assert three_sum([-1, 0, 1, 2, -1, -4]) == [(-1, -1, 2), (-1, 0, 1)]


def test_three_sum_all_zeros():
    assert three_sum([0, 0, 0, 0]) == [(0, 0, 0)]


def test_three_sum_repeated_values():
    assert three_sum([2, 2, 2, 2, 2], 6) == [(2, 2, 2)]


def test_three_sum_target():
    assert three_sum([1, 2, 3, 4, 5, 6], 10) == [(1, 3, 6), (1, 4, 5), (2, 3, 5)]


def test_three_sum_none():
    assert three_sum([1, 2, 4], 0) == []
    assert three_sum([], 0) == []


def test_closest_three_sum():
    assert closest_three_sum([-1, 2, 1, -4], 1) == 2
    assert closest_three_sum([0, 0, 0], 5) == 0


def test_closest_needs_three():
    with pytest.raises(ValueError):
        closest_three_sum([1, 2], 3)
