import pytest

from ring_queue import RingBuffer, moving_average


def test_fifo_order():
    ring = RingBuffer(4)
    for item in "abc":
        ring.push(item)
    assert list(ring) == ["a", "b", "c"]
    assert ring.pop() == "a"
    assert ring.pop() == "b"
    assert len(ring) == 1


def test_full_buffer_drops_oldest():
    ring = RingBuffer(3)
    for i in range(5):
        ring.push(i)
    assert list(ring) == [2, 3, 4]
    assert ring.dropped == 2
    assert (ring.oldest(), ring.newest()) == (2, 4)


def test_push_after_pop_wraps_around():
    ring = RingBuffer(3)
    for i in range(3):
        ring.push(i)
    assert ring.pop() == 0
    ring.push(3)
    assert list(ring) == [1, 2, 3]
    assert ring.newest() == 3
    assert ring.dropped == 0


def test_interleaved_pushes_and_pops():
    ring = RingBuffer(2)
    popped = []
    for i in range(6):
        ring.push(i)
        popped.append(ring.pop())
    assert popped == [0, 1, 2, 3, 4, 5]
    assert len(ring) == 0


def test_empty_buffer_errors():
    ring = RingBuffer(2)
    with pytest.raises(IndexError):
        ring.pop()
    with pytest.raises(IndexError):
        ring.newest()
    with pytest.raises(ValueError):
        RingBuffer(0)


def test_moving_average_warm_up():
    assert moving_average([2, 4, 6], 5) == [2.0, 3.0, 4.0]


def test_moving_average_window():
    assert moving_average([1, 2, 3, 4, 5, 6], 3) == [1.0, 1.5, 2.0, 3.0, 4.0, 5.0]


def test_moving_average_window_of_one():
    assert moving_average([5, -1, 7], 1) == [5.0, -1.0, 7.0]
