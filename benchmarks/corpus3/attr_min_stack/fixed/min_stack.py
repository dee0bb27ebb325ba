"""A stack that reports its minimum in O(1), keeping a second stack of running minima."""


class MinStack:
    def __init__(self):
        self._items = []
        self._mins = []  # the minimum of the stack at each depth where it changed

    def push(self, item):
        self._items.append(item)
        if not self._mins or item <= self._mins[-1]:
            self._mins.append(item)

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty stack")
        item = self._items.pop()
        if item == self._mins[-1]:
            self._mins.pop()
        return item

    def top(self):
        if not self._items:
            raise IndexError("top of an empty stack")
        return self._items[-1]

    def min(self):
        if not self._items:
            raise IndexError("min of an empty stack")
        return self._mins[-1]

    def __len__(self):
        return len(self._items)


def running_minimums(operations):
    """Apply ("push", x) and ("pop",) operations; the minimum after each (None when empty)."""
    stack = MinStack()
    result = []
    for op, *args in operations:
        if op == "push":
            stack.push(*args)
        else:
            stack.pop()
        result.append(stack.min() if len(stack) else None)
    return result
