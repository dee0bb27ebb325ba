import pytest

from min_stack import MinStack, running_minimums


def test_push_and_top():
    stack = MinStack()
    stack.push(3)
    stack.push(7)
    assert stack.top() == 7
    assert len(stack) == 2


def test_min_of_a_descending_stack():
    stack = MinStack()
    for value in (5, 4, 2):
        stack.push(value)
    assert stack.min() == 2


def test_min_after_larger_pushes():
    stack = MinStack()
    for value in (5, 1, 8, 6):
        stack.push(value)
    assert stack.min() == 1
    assert stack.pop() == 6
    assert stack.min() == 1


def test_min_with_duplicates():
    stack = MinStack()
    for value in (2, 2, 3):
        stack.push(value)
    stack.pop()
    stack.pop()
    assert stack.min() == 2


@pytest.mark.parametrize("method", ["pop", "top", "min"])
def test_empty_stack_raises(method):
    with pytest.raises(IndexError):
        getattr(MinStack(), method)()


def test_running_minimums():
    ops = [("push", 4), ("push", 6), ("push", 3), ("pop",), ("pop",), ("pop",)]
    assert running_minimums(ops) == [4, 4, 3, 4, 4, None]
