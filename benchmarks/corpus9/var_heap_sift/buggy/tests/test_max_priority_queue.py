import pytest
from max_priority_queue import MaxPriorityQueue, top_k


def drain(queue):
    return [queue.pop() for _ in range(len(queue))]


def test_empty_queue_raises():
    queue = MaxPriorityQueue()
    assert len(queue) == 0
    with pytest.raises(IndexError):
        queue.pop()
    with pytest.raises(IndexError):
        queue.peek()


def test_single_item():
    queue = MaxPriorityQueue()
    queue.push("only", 3)
    assert queue.peek() == "only"
    assert queue.pop() == "only"
    assert len(queue) == 0


def test_two_items():
    queue = MaxPriorityQueue()
    queue.push("low", 1)
    queue.push("high", 9)
    assert drain(queue) == ["high", "low"]


def test_pops_in_priority_order():
    queue = MaxPriorityQueue()
    for name, priority in [("a", 4), ("b", 9), ("c", 1), ("d", 7), ("e", 3), ("f", 8), ("g", 2)]:
        queue.push(name, priority)
    assert drain(queue) == ["b", "f", "d", "a", "e", "g", "c"]


def test_equal_priorities_are_fifo():
    queue = MaxPriorityQueue()
    for name in "wxyz":
        queue.push(name, 5)
    queue.push("urgent", 6)
    assert drain(queue) == ["urgent", "w", "x", "y", "z"]


def test_interleaved_push_and_pop():
    queue = MaxPriorityQueue()
    queue.push("a", 2)
    queue.push("b", 5)
    assert queue.pop() == "b"
    queue.push("c", 1)
    queue.push("d", 4)
    queue.push("e", 3)
    assert queue.pop() == "d"
    assert drain(queue) == ["e", "a", "c"]


def test_many_numbers_come_out_sorted():
    numbers = [(i * 37) % 101 for i in range(60)]
    queue = MaxPriorityQueue()
    for n in numbers:
        queue.push(n, n)
    assert drain(queue) == sorted(numbers, reverse=True)


@pytest.mark.parametrize(
    "k,expected", [(0, []), (1, ["ann"]), (3, ["ann", "cy", "bo"]), (10, ["ann", "cy", "bo", "di"])]
)
def test_top_k(k, expected):
    scores = [("bo", 71), ("ann", 93), ("cy", 88), ("di", 60)]
    assert top_k(scores, k) == expected
