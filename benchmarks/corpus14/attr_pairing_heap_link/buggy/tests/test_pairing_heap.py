import random

import pytest

from pairing_heap import PairingHeap, pairing_sort, smallest


def test_empty_heap():
    heap = PairingHeap()
    assert len(heap) == 0 and not heap
    with pytest.raises(IndexError):
        heap.pop()
    with pytest.raises(IndexError):
        heap.peek()


def test_single_key():
    heap = PairingHeap([7])
    assert heap.peek() == 7
    assert heap.pop() == 7
    assert not heap


def test_descending_pushes():
    heap = PairingHeap([5, 4, 3, 2, 1])
    assert len(heap) == 5
    assert heap.peek() == 1
    assert heap.drain() == [1, 2, 3, 4, 5]


def test_ascending_pushes():
    heap = PairingHeap([1, 2, 3, 4, 5])
    assert heap.pop() == 1
    assert heap.drain() == [2, 3, 4, 5]


def test_pairing_sort_random():
    rng = random.Random(11)
    keys = [rng.randint(-50, 50) for _ in range(300)]
    assert pairing_sort(keys) == sorted(keys)


def test_interleaved_push_pop():
    heap = PairingHeap()
    out = []
    for key in [8, 3, 5, 1, 9]:
        heap.push(key)
    out.append(heap.pop())
    heap.push(0)
    heap.push(4)
    out.extend(heap.drain())
    assert out == [1, 0, 3, 4, 5, 8, 9]


def test_pushpop():
    heap = PairingHeap([10])
    assert heap.pushpop(3) == 3
    assert heap.pushpop(12) == 10
    assert heap.peek() == 12


def test_merge():
    a, b = PairingHeap([6, 2, 9]), PairingHeap([4, 1])
    a.merge(b)
    assert len(a) == 5 and len(b) == 0
    assert a.drain() == [1, 2, 4, 6, 9]


@pytest.mark.parametrize("k, expected", [(0, []), (2, [1, 2]), (9, [1, 2, 3, 5, 8])])
def test_smallest(k, expected):
    assert smallest(k, [5, 3, 8, 1, 2]) == expected
