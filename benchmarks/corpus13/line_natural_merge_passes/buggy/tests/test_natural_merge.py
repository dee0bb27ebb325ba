import pytest

from natural_merge import (count_runs, find_runs, is_sorted, merge, merge_passes,
                           natural_merge_sort)


def test_merge_is_stable():
    left = [(1, "a"), (3, "a")]
    right = [(1, "b"), (2, "b"), (3, "b")]
    merged = merge(left, right, key=lambda p: p[0])
    assert merged == [(1, "a"), (1, "b"), (2, "b"), (3, "a"), (3, "b")]


def test_sorted_input_is_one_run():
    assert find_runs([1, 2, 2, 5, 9]) == [(0, 5)]
    assert count_runs([]) == 0
    assert natural_merge_sort([1, 2, 3]) == [1, 2, 3]


def test_is_sorted():
    assert is_sorted([1, 1, 2])
    assert not is_sorted([2, 1])
    assert is_sorted(["b", "a"], key=len)


def test_descending_run_is_reversed():
    data = [5, 4, 3, 7, 8, 1]
    assert find_runs(data) == [(0, 3), (3, 5), (5, 6)]
    assert data == [3, 4, 5, 7, 8, 1]


def test_sort_matches_sorted():
    for items in ([3, 1, 2], [9, 8, 7, 6, 5], [4, 1, 4, 1, 4], list("natural merge")):
        assert natural_merge_sort(items) == sorted(items)


@pytest.mark.parametrize(
    "items, expected",
    [([], 0), ([1, 2, 3], 0), ([2, 1, 3, 0], 1), ([1, 0, 1, 0, 1, 0], 2), ([5, 4], 0)],
)
def test_merge_passes(items, expected):
    assert merge_passes(items) == expected


def test_sort_with_key_is_stable():
    words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
    assert natural_merge_sort(words, key=len) == sorted(words, key=len)
