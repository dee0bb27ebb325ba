import random

import pytest

from shell_sort import is_sorted, knuth_gaps, median, shell_sort


@pytest.mark.parametrize(
    "n, gaps", [(0, []), (1, []), (2, [1]), (5, [4, 1]), (14, [13, 4, 1]), (40, [13, 4, 1])]
)
def test_knuth_gaps(n, gaps):
    assert knuth_gaps(n) == gaps


@pytest.mark.parametrize(
    "items, expected",
    [
        ([], []),
        ([7], [7]),
        ([1, 2, 3], [1, 2, 3]),
        ([2, 1], [1, 2]),
        ([9, 3, 7, 1, 8, 2], [1, 2, 3, 7, 8, 9]),
        ([4, 4, 1, 4, 0], [0, 1, 4, 4, 4]),
    ],
)
def test_shell_sort(items, expected):
    assert shell_sort(items) == expected


def test_shell_sort_reverse():
    assert shell_sort([3, 9, 1, 5], reverse=True) == [9, 5, 3, 1]


def test_shell_sort_large_random_list():
    rng = random.Random(5)
    items = [rng.randint(0, 10_000) for _ in range(3000)]
    assert shell_sort(items) == sorted(items)


@pytest.mark.parametrize("items, value", [([5], 5), ([1, 2, 3, 4], 2.5), ([3, 1, 2], 2)])
def test_median(items, value):
    assert median(items) == value


def test_is_sorted():
    assert is_sorted([1, 1, 2])
    assert not is_sorted([2, 1])
    assert is_sorted([3, 2, 2], reverse=True)
