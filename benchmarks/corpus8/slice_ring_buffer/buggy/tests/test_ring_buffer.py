from collections import deque

import pytest
from ring_buffer import RingBuffer


def test_new_buffer_is_empty():
    ring = RingBuffer(3)
    assert len(ring) == 0
    assert ring.to_list() == []
    assert not ring.is_full()


def test_fills_up_in_order():
    ring = RingBuffer(4)
    ring.extend("abc")
    assert ring.to_list() == ["a", "b", "c"]
    assert (ring.peek(), ring.latest()) == ("a", "c")


def test_overwrites_oldest_when_full():
    ring = RingBuffer(3)
    dropped = [ring.push(n) for n in range(1, 6)]
    assert dropped == [None, None, None, 1, 2]
    assert ring.to_list() == [3, 4, 5]
    assert ring.is_full()


def test_pop_is_first_in_first_out():
    ring = RingBuffer(3)
    ring.extend([10, 20, 30, 40])
    assert [ring.pop(), ring.pop(), ring.pop()] == [20, 30, 40]
    with pytest.raises(IndexError):
        ring.pop()


def test_contents_after_pop_from_wrapped_buffer():
    ring = RingBuffer(4)
    ring.extend([1, 2, 3, 4, 5, 6])
    assert ring.pop() == 3
    assert ring.to_list() == [4, 5, 6]
    assert list(ring) == [4, 5, 6]


def test_wraps_without_being_full():
    ring = RingBuffer(5)
    ring.extend(range(4))
    ring.pop()
    ring.pop()
    ring.extend([4, 5, 6])
    assert len(ring) == 5 and ring.to_list() == [2, 3, 4, 5, 6]
    ring.pop()
    assert ring.to_list() == [3, 4, 5, 6]


def test_peek_and_latest_on_empty_buffer():
    ring = RingBuffer(2)
    with pytest.raises(IndexError):
        ring.peek()
    with pytest.raises(IndexError):
        ring.latest()


def test_invalid_capacity():
    with pytest.raises(ValueError):
        RingBuffer(0)


def test_matches_bounded_deque():
    ring, model = RingBuffer(4), deque(maxlen=4)
    for step in range(50):
        if step % 3 == 2 and model:
            assert ring.pop() == model.popleft()
        else:
            ring.push(step)
            model.append(step)
        assert ring.to_list() == list(model), step
