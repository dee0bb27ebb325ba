import collections
import random

import pytest
from array_deque import ArrayDeque


def test_append_and_iterate():
    d = ArrayDeque([1, 2, 3, 4, 5, 6])
    assert list(d) == [1, 2, 3, 4, 5, 6]
    assert len(d) == 6


def test_pop_is_lifo():
    d = ArrayDeque("abc")
    assert [d.pop(), d.pop(), d.pop()] == ["c", "b", "a"]
    assert len(d) == 0


def test_popleft_is_fifo_across_wraparound():
    d = ArrayDeque(capacity=4)
    for i in range(3):
        d.append(i)
    assert d.popleft() == 0
    for i in range(3, 8):
        d.append(i)
    assert [d.popleft() for _ in range(len(d))] == [1, 2, 3, 4, 5, 6, 7]


def test_appendleft_then_pop():
    d = ArrayDeque()
    d.appendleft(1)
    d.appendleft(2)
    d.append(3)
    assert d.pop() == 3
    assert d.pop() == 1
    assert list(d) == [2]


def test_pop_after_popleft():
    d = ArrayDeque([10, 20, 30])
    assert d.popleft() == 10
    assert d.pop() == 30
    assert list(d) == [20]


def test_indexing():
    d = ArrayDeque([1, 2, 3])
    d.appendleft(0)
    assert (d[0], d[1], d[-1]) == (0, 1, 3)
    with pytest.raises(IndexError):
        d[4]


def test_empty_pops_raise():
    with pytest.raises(IndexError):
        ArrayDeque().pop()
    with pytest.raises(IndexError):
        ArrayDeque().popleft()


def test_rotate():
    d = ArrayDeque([1, 2, 3, 4, 5])
    d.rotate(2)
    assert list(d) == [4, 5, 1, 2, 3]
    d.rotate(-2)
    assert list(d) == [1, 2, 3, 4, 5]


def test_matches_collections_deque():
    rng = random.Random(7)
    ours, ref = ArrayDeque(capacity=2), collections.deque()
    for step in range(300):
        op = rng.choice(["append", "appendleft", "pop", "popleft"]) if ref else "append"
        if op.startswith("append"):
            getattr(ours, op)(step)
            getattr(ref, op)(step)
        else:
            assert getattr(ours, op)() == getattr(ref, op)()
        assert list(ours) == list(ref)
