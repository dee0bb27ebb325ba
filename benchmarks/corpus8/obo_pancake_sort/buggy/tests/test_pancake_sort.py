import itertools

import pytest
from pancake_sort import apply_flips, flip, pancake_sort


def test_flip():
    stack = [1, 2, 3, 4, 5]
    flip(stack, 3)
    assert stack == [3, 2, 1, 4, 5]


def test_flip_bounds():
    with pytest.raises(ValueError):
        flip([1, 2], 3)


def test_empty_and_single():
    assert pancake_sort([]) == ([], [])
    assert pancake_sort([4]) == ([4], [])


def test_already_sorted_needs_no_flips():
    assert pancake_sort([1, 2, 3, 4]) == ([1, 2, 3, 4], [])


def test_reversed_needs_one_flip():
    assert pancake_sort([5, 4, 3, 2, 1]) == ([1, 2, 3, 4, 5], [5])


def test_general_input():
    result, flips = pancake_sort([3, 6, 1, 10, 2])
    assert result == [1, 2, 3, 6, 10]
    assert apply_flips([3, 6, 1, 10, 2], flips) == result


def test_known_flip_sequence():
    assert pancake_sort([2, 4, 1, 3]) == ([1, 2, 3, 4], [2, 4, 3, 2])


def test_duplicates():
    assert pancake_sort([2, 1, 2, 1, 3])[0] == [1, 1, 2, 2, 3]


def test_all_permutations_sorted_within_bound():
    for perm in itertools.permutations(range(5)):
        result, flips = pancake_sort(perm)
        assert result == [0, 1, 2, 3, 4], perm
        assert len(flips) <= 2 * 5 - 3


def test_input_not_modified():
    values = [3, 1, 2]
    pancake_sort(values)
    assert values == [3, 1, 2]
