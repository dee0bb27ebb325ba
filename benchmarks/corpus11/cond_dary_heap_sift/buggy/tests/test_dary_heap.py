import pytest

from dary_heap import DaryHeap


def test_arity_check():
    with pytest.raises(ValueError):
        DaryHeap(arity=1)


def test_push_keeps_minimum_on_top():
    heap = DaryHeap(arity=3)
    for x in [5, 3, 8, 1, 9]:
        heap.push(x)
    assert heap.peek() == 1
    assert len(heap) == 5


def test_pop_single():
    heap = DaryHeap([7])
    assert heap.pop() == 7
    assert not heap


def test_empty_errors():
    heap = DaryHeap()
    with pytest.raises(IndexError):
        heap.pop()
    with pytest.raises(IndexError):
        heap.peek()


@pytest.mark.parametrize("arity", [2, 3, 4])
def test_heapify_from_items(arity):
    heap = DaryHeap([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], arity=arity)
    assert heap.is_valid()
    assert heap.drain() == list(range(1, 11))


def test_pushes_then_drain():
    heap = DaryHeap(arity=2)
    for x in [10, 4, 7, 1, 8, 2]:
        heap.push(x)
    assert heap.drain() == [1, 2, 4, 7, 8, 10]


def test_pop_keeps_small_elements_up():
    heap = DaryHeap(arity=2)
    for x in [1, 2, 3, 4, 5, 6, 7]:
        heap.push(x)
    assert heap.pop() == 1
    assert heap.pop() == 2
    assert heap.is_valid()


def test_replace():
    heap = DaryHeap([4, 6, 8], arity=2)
    assert heap.replace(5) == 4
    assert heap.drain() == [5, 6, 8]


def test_replace_with_smaller_item():
    heap = DaryHeap([2, 6, 8, 9], arity=2)
    assert heap.replace(1) == 2
    assert heap.peek() == 1
