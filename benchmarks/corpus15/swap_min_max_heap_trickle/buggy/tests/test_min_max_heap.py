import pytest

from min_max_heap import MinMaxHeap


def drain_min(heap):
    return [heap.pop_min() for _ in range(len(heap))]


def test_push_keeps_both_ends():
    heap = MinMaxHeap()
    for value in [5, 9, 1, 7, 3, 8]:
        heap.push(value)
    assert heap.bounds() == (1, 9)
    assert len(heap) == 6


def test_push_only_layout():
    heap = MinMaxHeap()
    for value in [4, 2, 6, 1, 8]:
        heap.push(value)
    assert heap.items[0] == 1 and max(heap.items[1:3]) == 8


def test_small_heap_pops():
    heap = MinMaxHeap([2, 7, 4])
    assert heap.pop_max() == 7
    assert heap.pop_min() == 2
    assert heap.pop_min() == 4


def test_pop_min_gives_ascending_order():
    heap = MinMaxHeap([13, 2, 8, 21, 5, 1, 34, 3, 1, 55, 0])
    assert drain_min(heap) == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]


def test_pop_max_gives_descending_order():
    heap = MinMaxHeap()
    for value in [10, 40, 20, 50, 30, 60, 70]:
        heap.push(value)
    assert [heap.pop_max() for _ in range(7)] == [70, 60, 50, 40, 30, 20, 10]


def test_heapify_then_bounds():
    heap = MinMaxHeap(range(15, 0, -1))
    assert heap.bounds() == (1, 15)
    assert heap.pop_min() == 1 and heap.pop_max() == 15
    assert heap.bounds() == (2, 14)


def test_alternating_pops():
    heap = MinMaxHeap([6, 3, 9, 1, 12, 4, 7, 10, 2])
    order = [heap.pop_min() if i % 2 == 0 else heap.pop_max() for i in range(9)]
    assert order == [1, 12, 2, 10, 3, 9, 4, 7, 6]


def test_duplicates_and_negative_values():
    heap = MinMaxHeap([0, -4, 7, -4, 7, 2, 2, -9])
    assert heap.bounds() == (-9, 7)
    assert drain_min(heap) == [-9, -4, -4, 0, 2, 2, 7, 7]


def test_empty_heap_raises():
    heap = MinMaxHeap()
    with pytest.raises(IndexError):
        heap.pop_min()
    with pytest.raises(IndexError):
        heap.pop_max()
