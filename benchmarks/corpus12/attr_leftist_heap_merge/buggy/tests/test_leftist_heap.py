import pytest

from leftist_heap import LeftistHeap, k_smallest, leftist_sort


def test_empty_heap():
    heap = LeftistHeap()
    assert len(heap) == 0 and not heap
    with pytest.raises(IndexError):
        heap.pop()
    with pytest.raises(IndexError):
        heap.peek()


def test_peek_is_minimum():
    heap = LeftistHeap([7, 3, 9, 1, 4])
    assert heap.peek() == 1
    assert len(heap) == 5


def test_two_items():
    heap = LeftistHeap([5, 2])
    assert heap.pop() == 2
    assert heap.pop() == 5
    assert not heap


def test_pop_order():
    heap = LeftistHeap([5, 1, 8, 3, 9, 2])
    assert [heap.pop() for _ in range(3)] == [1, 2, 3]
    assert len(heap) == 3


@pytest.mark.parametrize("data", [
    [3, 1, 2], [10, 9, 8, 7, 6, 5, 4], [4, 4, 1, 4, 0], list(range(20, 0, -3)),
])
def test_leftist_sort(data):
    assert leftist_sort(data) == sorted(data)


def test_key_function():
    words = ["pear", "fig", "banana", "kiwi"]
    assert leftist_sort(words, key=len)[0] == "fig"
    assert k_smallest(words, 2, key=len) == ["fig", "pear"]
    assert k_smallest([3, 1], 5) == [1, 3]


def test_merge_heaps():
    a = LeftistHeap([9, 4, 6])
    b = LeftistHeap([5, 1, 8])
    a.merge(b)
    assert len(a) == 6 and len(b) == 0
    assert a.drain() == [1, 4, 5, 6, 8, 9]


def test_spine_stays_short():
    heap = LeftistHeap(range(64))
    assert heap.spine_length() <= 7


def test_max_heap_through_negated_key():
    heap = LeftistHeap([("write", 2), ("deploy", 5), ("test", 3)], key=lambda job: -job[1])
    assert heap.pop() == ("deploy", 5)
    assert leftist_sort([3, 1, 2], key=lambda x: -x) == [3, 2, 1]
