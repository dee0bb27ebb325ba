import random

import pytest

from binary_heap import MinHeap, heap_sort, k_smallest


def test_push_in_ascending_order():
    heap = MinHeap()
    for value in (1, 2, 3):
        heap.push(value)
    assert heap.peek() == 1
    assert len(heap) == 3


def test_push_a_new_minimum():
    heap = MinHeap([5, 8])
    heap.push(2)
    assert heap.peek() == 2


def test_pop_returns_items_in_order():
    heap = MinHeap([4, 1, 3])
    assert [heap.pop(), heap.pop(), heap.pop()] == [1, 3, 4]


@pytest.mark.parametrize("method", ["pop", "peek"])
def test_empty_heap_raises(method):
    with pytest.raises(IndexError):
        getattr(MinHeap(), method)()


@pytest.mark.parametrize(
    "items, ordered",
    [([], []), ([7], [7]), ([1, 2, 3, 4], [1, 2, 3, 4]), ([9, 4, 7, 1, 8, 2], [1, 2, 4, 7, 8, 9])],
)
def test_heap_sort(items, ordered):
    assert heap_sort(items) == ordered


def test_heap_sort_many_items():
    rng = random.Random(3)
    items = [rng.randint(0, 1000) for _ in range(500)]
    assert heap_sort(items) == sorted(items)


def test_k_smallest():
    assert k_smallest([10, 1, 2, 3, 4, 5, 6], 0) == []
    assert k_smallest(range(20), 3) == [0, 1, 2]
