import pytest

from ring import RingBuffer


def test_keeps_last_items():
    buf = RingBuffer(3)
    for i in range(5):
        buf.push(i)
    assert buf.to_list() == [2, 3, 4]


def test_empty_latest():
    with pytest.raises(IndexError):
        RingBuffer(2).latest()


def test_latest():
    buf = RingBuffer(4)
    buf.push("a")
    buf.push("b")
    assert buf.latest() == "b"
