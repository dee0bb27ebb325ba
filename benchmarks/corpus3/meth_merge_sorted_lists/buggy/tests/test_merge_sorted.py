import pytest

from merge_sorted import merge_k, merge_pairwise, merge_two


@pytest.mark.parametrize(
    "a, b, merged",
    [
        ([], [], []),
        ([], [1, 2], [1, 2]),
        ([1, 4], [2, 3, 5], [1, 2, 3, 4, 5]),
        ([1, 2], [3], [1, 2, 3]),
        ([3], [1, 2], [1, 2, 3]),
        ([1, 5, 9], [2, 3], [1, 2, 3, 5, 9]),
        ([2, 2], [2], [2, 2, 2]),
    ],
)
def test_merge_two(a, b, merged):
    assert merge_two(a, b) == merged


@pytest.mark.parametrize(
    "lists, merged",
    [([], []), ([[], [1]], [1]), ([[1, 4, 7], [2, 5, 8], [3, 6, 9]], list(range(1, 10)))],
)
def test_merge_k(lists, merged):
    assert merge_k(lists) == merged


def test_merge_pairwise():
    lists = [[5, 10], [1, 7], [3], [2, 4, 6]]
    assert merge_pairwise(lists) == [1, 2, 3, 4, 5, 6, 7, 10]
    assert merge_pairwise([]) == []
