import pytest

from heap_sort import build_max_heap, heap_sort, is_max_heap, nsmallest, pop_max


def test_is_max_heap():
    assert is_max_heap([9, 5, 8, 1, 2])
    assert not is_max_heap([1, 5, 8])
    assert is_max_heap([])


def test_tiny_inputs():
    assert heap_sort([]) == []
    assert heap_sort([4]) == [4]
    assert heap_sort([2, 1]) == [1, 2]
    assert heap_sort([3, 1, 2]) == [1, 2, 3]


@pytest.mark.parametrize(
    "items",
    [[5, 2, 9, 1, 5, 6], [1, 4, 7, 5, 3, 10, 11], list(range(10, 0, -1)),
     [8, 6, 7, 2, 4, 9, 11, 3, 1], [3, 3, 1, 2, 3, 0, 8]],
)
def test_heap_sort_matches_sorted(items):
    assert heap_sort(items) == sorted(items)


def test_heap_sort_key_and_reverse():
    words = ["kiwi", "fig", "banana", "apple", "cherry", "date", "plum"]
    assert [len(w) for w in heap_sort(words, key=len)] == sorted(len(w) for w in words)
    assert heap_sort([2, 9, 4, 7, 1, 8], reverse=True) == [9, 8, 7, 4, 2, 1]


def test_build_max_heap():
    heap = build_max_heap([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert is_max_heap(heap)
    assert sorted(heap) == list(range(1, 11))


def test_pop_max_drains_in_order():
    heap = build_max_heap([4, 10, 3, 5, 1, 8, 7, 2])
    drained = [pop_max(heap) for _ in range(8)]
    assert drained == [10, 8, 7, 5, 4, 3, 2, 1]
    with pytest.raises(IndexError):
        pop_max(heap)


def test_nsmallest():
    data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
    assert nsmallest(data, 3) == [0, 1, 2]
    assert nsmallest(data, 0) == []
    assert nsmallest([5, 1], 4) == [1, 5]
    many = [9, 4, 11, 5, 8, 0, 7, 6, 1, 13, 10, 12, 3, 2]
    assert nsmallest(many, 7) == [0, 1, 2, 3, 4, 5, 6]
