import pytest

from linked_deque import LinkedDeque


def test_append_and_pop_both_ends():
    d = LinkedDeque([1, 2, 3])
    assert d.pop() == 3
    assert d.popleft() == 1
    assert list(d) == [2]
    assert len(d) == 1


def test_empty_deque_errors():
    d = LinkedDeque()
    with pytest.raises(IndexError):
        d.pop()
    with pytest.raises(IndexError):
        d.popleft()
    with pytest.raises(IndexError):
        d.peek()
    with pytest.raises(ValueError):
        LinkedDeque(maxlen=-1)


def test_iteration_and_reversed():
    d = LinkedDeque("abcd")
    assert list(reversed(d)) == ["d", "c", "b", "a"]
    assert repr(d) == "LinkedDeque(['a', 'b', 'c', 'd'])"
    assert (d.peekleft(), d.peek()) == ("a", "d")


def test_appendleft_counts_items():
    d = LinkedDeque([2])
    d.appendleft(1)
    d.appendleft(0)
    assert list(d) == [0, 1, 2]
    assert len(d) == 3


def test_extendleft_reverses_order():
    d = LinkedDeque([9])
    d.extendleft([1, 2, 3])
    assert list(d) == [3, 2, 1, 9]
    assert len(d) == 4


def test_maxlen_drops_from_the_other_end():
    d = LinkedDeque(range(5), maxlen=3)
    assert list(d) == [2, 3, 4]
    d.appendleft(1)
    assert list(d) == [1, 2, 3]
    d.appendleft(0)
    assert list(d) == [0, 1, 2]
    assert len(d) == 3


def test_maxlen_zero_keeps_nothing():
    d = LinkedDeque([1, 2], maxlen=0)
    assert len(d) == 0 and list(d) == []


@pytest.mark.parametrize("steps, expected", [
    (1, [5, 1, 2, 3, 4]), (2, [4, 5, 1, 2, 3]), (-1, [2, 3, 4, 5, 1]), (5, [1, 2, 3, 4, 5]),
])
def test_rotate(steps, expected):
    d = LinkedDeque([1, 2, 3, 4, 5])
    d.rotate(steps)
    assert list(d) == expected
    assert len(d) == 5


def test_drain_from_the_left():
    d = LinkedDeque(range(4))
    assert [d.popleft() for _ in range(len(d))] == [0, 1, 2, 3]
    assert not d
