import pytest

from min_heap_queue import MinHeap, smallest_k


def test_empty_heap_raises():
    heap = MinHeap()
    assert len(heap) == 0 and not heap
    with pytest.raises(IndexError):
        heap.pop()
    with pytest.raises(IndexError):
        heap.peek()


def test_push_keeps_minimum_on_top():
    heap = MinHeap()
    for value in [7, 3, 9, 1, 4]:
        heap.push(value)
    assert heap.peek() == 1
    assert len(heap) == 5 and heap


def test_pop_single_item():
    heap = MinHeap([42])
    assert heap.pop() == 42
    assert not heap


def test_pops_come_out_sorted():
    heap = MinHeap()
    for value in [5, 8, 2, 2, 9, 0, 6]:
        heap.push(value)
    assert [heap.pop() for _ in range(len(heap))] == [0, 2, 2, 5, 6, 8, 9]


def test_heapify_existing_items():
    heap = MinHeap([10, 4, 7, 1, 8, 3])
    assert heap.peek() == 1
    assert [heap.pop() for _ in range(3)] == [1, 3, 4]


def test_key_function_makes_a_max_heap():
    heap = MinHeap(["kiwi", "fig", "banana"], key=lambda word: -len(word))
    heap.push("cherry")
    assert heap.pop() in ("banana", "cherry")
    assert heap.pop() in ("banana", "cherry")
    assert heap.pop() == "kiwi"


def test_replace():
    heap = MinHeap([3, 6, 5])
    assert heap.replace(4) == 3
    assert heap.peek() == 4
    with pytest.raises(IndexError):
        MinHeap().replace(1)


@pytest.mark.parametrize("k, expected", [(0, []), (1, [1])])
def test_smallest_k_trivial(k, expected):
    assert smallest_k([1], k) == expected
