import random

import pytest

from skew_heap import SkewHeap, heap_sort, k_smallest, merge_sorted


def test_push_and_peek():
    heap = SkewHeap()
    for key in (5, 3, 8, 1):
        heap.push(key)
    assert heap.peek() == 1
    assert len(heap) == 4


def test_empty_heap_errors():
    heap = SkewHeap()
    assert not heap
    with pytest.raises(IndexError):
        heap.pop()
    with pytest.raises(IndexError):
        heap.peek()


def test_len_shrinks_on_pop():
    heap = SkewHeap([4, 2, 6])
    assert heap.pop() == 2
    assert len(heap) == 2
    heap.pop()
    heap.pop()
    assert len(heap) == 0 and not heap


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_heap_sort_matches_sorted(seed):
    items = [random.Random(seed).randint(-50, 50) for _ in range(120)]
    assert heap_sort(items) == sorted(items)


def test_k_smallest():
    assert k_smallest([9, 1, 8, 2, 7, 3], 3) == [1, 2, 3]
    assert k_smallest([2, 1], 5) == [1, 2]


def test_pushpop():
    heap = SkewHeap([5, 7])
    assert heap.pushpop(6) == 5
    assert heap.pushpop(1) == 1
    assert len(heap) == 2
    assert heap.peek() == 6


def test_meld_moves_everything():
    a, b = SkewHeap([3, 9]), SkewHeap([1, 4, 10])
    a.meld(b)
    assert len(a) == 5 and len(b) == 0 and not b
    assert heap_sort([a.pop() for _ in range(5)]) == [1, 3, 4, 9, 10]


def test_copy_is_independent():
    heap = SkewHeap([3, 1, 2])
    clone = heap.copy()
    assert clone.pop() == 1
    assert heap.peek() == 1 and len(heap) == 3


def test_drain_and_merge_sorted():
    heap = SkewHeap([3, 1, 2])
    assert list(heap.drain()) == [1, 2, 3]
    assert merge_sorted([1, 4, 9], [2, 3], [], [0, 10]) == [0, 1, 2, 3, 4, 9, 10]
