import pytest

from two_stack_queue import TwoStackQueue, hot_potato


def test_single_item():
    queue = TwoStackQueue()
    queue.enqueue("a")
    assert len(queue) == 1
    assert queue.dequeue() == "a"
    assert len(queue) == 0


def test_fifo_order():
    queue = TwoStackQueue([1, 2, 3])
    assert [queue.dequeue() for _ in range(3)] == [1, 2, 3]


def test_interleaved_operations():
    queue = TwoStackQueue()
    queue.enqueue(1)
    queue.enqueue(2)
    assert queue.dequeue() == 1
    queue.enqueue(3)
    assert queue.peek() == 2
    assert [queue.dequeue(), queue.dequeue()] == [2, 3]


def test_peek_leaves_the_item():
    queue = TwoStackQueue("xy")
    assert queue.peek() == "x"
    assert len(queue) == 2


@pytest.mark.parametrize("method", ["dequeue", "peek"])
def test_empty_queue_raises(method):
    with pytest.raises(IndexError):
        getattr(TwoStackQueue(), method)()


@pytest.mark.parametrize(
    "names, passes, winner",
    [(["solo"], 3, "solo"), (["Bill", "David", "Susan", "Jane", "Kent", "Brad"], 7, "Susan")],
)
def test_hot_potato(names, passes, winner):
    assert hot_potato(names, passes) == winner
