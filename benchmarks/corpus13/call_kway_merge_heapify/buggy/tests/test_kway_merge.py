import pytest

from kway_merge import iter_merge, kth_smallest, merge_k_sorted, merge_unique, smallest_range


def test_merge_heads_already_ordered():
    assert merge_k_sorted([[1, 4, 7], [2, 5, 8], [3, 6, 9]]) == list(range(1, 10))


def test_merge_with_empty_lists():
    assert merge_k_sorted([]) == []
    assert merge_k_sorted([[], [], []]) == []
    assert merge_k_sorted([[], [3, 5], []]) == [3, 5]


@pytest.mark.parametrize(
    "lists",
    [[[9, 10], [1, 2], [5, 6]], [[7], [3, 8], [1, 4], [2]], [[5, 5], [1], [3, 4], [0, 9], [2]]],
)
def test_merge_matches_sorted(lists):
    assert merge_k_sorted(lists) == sorted(v for lst in lists for v in lst)


def test_iter_merge_is_lazy():
    it = iter_merge([[1, 3], [2]])
    assert next(it) == 1
    assert list(it) == [2, 3]


def test_merge_unique():
    assert merge_unique([[1, 2, 2], [2, 3], [1]]) == [1, 2, 3]


def test_kth_smallest():
    lists = [[8, 9], [2, 6], [4, 5, 7]]
    assert [kth_smallest(lists, k) for k in range(1, 8)] == [2, 4, 5, 6, 7, 8, 9]
    with pytest.raises(IndexError):
        kth_smallest(lists, 8)
    with pytest.raises(IndexError):
        kth_smallest(lists, 0)


def test_smallest_range():
    lists = [[4, 10, 15, 24, 26], [0, 9, 12, 20], [5, 18, 22, 30]]
    assert smallest_range(lists) == (20, 24)
    assert smallest_range([[1, 2, 3]]) == (1, 1)


def test_smallest_range_rejects_empty():
    with pytest.raises(ValueError):
        smallest_range([[1], []])
