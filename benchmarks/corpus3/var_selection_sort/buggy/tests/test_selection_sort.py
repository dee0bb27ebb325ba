import pytest

from selection_sort import count_swaps, k_smallest, selection_sort


@pytest.mark.parametrize(
    "items, expected",
    [
        ([], []),
        ([1], [1]),
        ([2, 1], [1, 2]),
        ([1, 2, 3, 4], [1, 2, 3, 4]),
        ([1, 3, 2], [1, 2, 3]),
        ([3, 1, 2], [1, 2, 3]),
        ([5, 2, 9, 1, 5, 6], [1, 2, 5, 5, 6, 9]),
        (["b", "c", "a"], ["a", "b", "c"]),
    ],
)
def test_selection_sort(items, expected):
    assert selection_sort(items) == expected


@pytest.mark.parametrize(
    "items, k, expected",
    [([4, 3, 9], 0, []), ([8, 2, 7, 1], 2, [1, 2]), ([3, 1], 5, [1, 3])],
)
def test_k_smallest(items, k, expected):
    assert k_smallest(items, k) == expected


def test_count_swaps():
    assert count_swaps([1, 2, 3]) == 0
    assert count_swaps([2, 1]) == 1
    assert count_swaps([4, 3, 2, 1]) == 2
