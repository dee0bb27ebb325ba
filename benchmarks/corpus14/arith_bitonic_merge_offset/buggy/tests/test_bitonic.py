import random

import pytest

from bitonic import bitonic_sort, comparator_count, is_bitonic, merge_sorted, next_power_of_two


@pytest.mark.parametrize("n, expected", [(0, 1), (1, 1), (2, 2), (3, 4), (8, 8), (9, 16)])
def test_next_power_of_two(n, expected):
    assert next_power_of_two(n) == expected


@pytest.mark.parametrize("seq, expected", [
    ([], True), ([1, 3, 5, 4, 2], True), ([4, 2, 1, 3, 5], True),
    ([1, 2, 3], True), ([1, 3, 2, 4], False), ([5, 1, 5, 1], False),
])
def test_is_bitonic(seq, expected):
    assert is_bitonic(seq) is expected


def test_sort_tiny_lists():
    assert bitonic_sort([]) == []
    assert bitonic_sort([2, 1]) == [1, 2]
    assert bitonic_sort([3, 1, 2]) == [1, 2, 3]
    assert bitonic_sort([4, 3, 2, 1]) == [1, 2, 3, 4]


def test_sort_eight_values():
    assert bitonic_sort([5, 8, 1, 7, 3, 2, 6, 4]) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_sort_random_lists():
    rng = random.Random(99)
    for n in (5, 12, 16, 31, 64):
        values = [rng.randint(-100, 100) for _ in range(n)]
        assert bitonic_sort(values) == sorted(values)


def test_sort_with_key_and_reverse():
    words = ["pear", "fig", "banana", "kiwi", "apple", "plum"]
    assert bitonic_sort(words, key=len) == ["fig", "pear", "kiwi", "plum", "apple", "banana"]
    assert bitonic_sort([3, 1, 2], reverse=True) == [3, 2, 1]


def test_merge_sorted_short():
    assert merge_sorted([1, 4], [2, 3]) == [1, 2, 3, 4]
    assert merge_sorted([], [5]) == [5]


def test_merge_sorted_long():
    assert merge_sorted([1, 3, 5, 7, 9], [0, 2, 4, 6, 8]) == list(range(10))


def test_comparator_count():
    assert comparator_count(1) == 0
    assert comparator_count(2) == 1
    assert comparator_count(8) == 24
    assert comparator_count(5) == 24
