import pytest

from inversions import (
    brute_force_inversions,
    count_inversions,
    kendall_tau_distance,
    sort_and_count,
    sortedness,
)


@pytest.mark.parametrize(
    "items, count",
    [([], 0), ([1], 0), ([1, 2, 3], 0), ([2, 1], 1), ([3, 2, 1], 3), ([2, 4, 1, 3, 5], 3)],
)
def test_count_inversions(items, count):
    assert count_inversions(items) == count


def test_equal_items_are_no_inversion():
    assert count_inversions([2, 2, 2]) == 0
    assert count_inversions([3, 1, 3, 1]) == 3


def test_sorts_as_well():
    assert sort_and_count([5, 1, 4, 2]) == ([1, 2, 4, 5], 4)


def test_matches_brute_force():
    items = [(i * 37) % 23 for i in range(40)]
    assert count_inversions(items) == brute_force_inversions(items)


def test_kendall_tau_distance():
    assert kendall_tau_distance("abcde", "abcde") == 0
    assert kendall_tau_distance(["a", "b", "c"], ["c", "b", "a"]) == 3


def test_kendall_tau_needs_the_same_items():
    with pytest.raises(ValueError):
        kendall_tau_distance("abc", "abd")


def test_sortedness():
    assert sortedness([1, 2, 3, 4]) == 1.0
    assert sortedness([4, 3, 2, 1]) == 0.0
    assert sortedness([7]) == 1.0
