"""A double-ended queue built on a circular doubly linked list with a sentinel.

Supports O(1) pushes and pops at both ends, an optional maximum length (adding
to a full deque discards from the opposite end), rotation and iteration in
both directions.
"""


class _Link:
    __slots__ = ("value", "prev", "next")

    def __init__(self, value=None):
        self.value = value
        self.prev = self
        self.next = self


class LinkedDeque:
    """Deque with append/appendleft/pop/popleft and an optional maxlen."""

    def __init__(self, items=(), maxlen=None):
        if maxlen is not None and maxlen < 0:
            raise ValueError("maxlen must be non-negative")
        self.maxlen = maxlen
        self._head = _Link()
        self._size = 0
        self.extend(items)

    def __len__(self):
        return self._size

    def __iter__(self):
        link = self._head.next
        while link is not self._head:
            yield link.value
            link = link.next

    def __reversed__(self):
        link = self._head.prev
        while link is not self._head:
            yield link.value
            link = link.prev

    def __repr__(self):
        return f"LinkedDeque({list(self)!r})"

    def _link_after(self, anchor, value):
        link = _Link(value)
        link.prev, link.next = anchor, anchor.next
        anchor.next.prev = link
        anchor.next = link

    def _unlink(self, link):
        if link is self._head:
            raise IndexError("pop from an empty deque")
        link.prev.next = link.next
        link.next.prev = link.prev
        self._size -= 1
        return link.value

    def append(self, value):
        if self.maxlen == 0:
            return
        if self.maxlen is not None and self._size == self.maxlen:
            self.popleft()
        self._link_after(self._head.prev, value)
        self._size += 1

    def appendleft(self, value):
        if self.maxlen == 0:
            return
        if self.maxlen is not None and self._size == self.maxlen:
            self.pop()
        self._link_after(self._head, value)
        self._size -= 1

    def pop(self):
        return self._unlink(self._head.prev)

    def popleft(self):
        return self._unlink(self._head.next)

    def peek(self):
        if self._head.prev is self._head:
            raise IndexError("peek at an empty deque")
        return self._head.prev.value

    def peekleft(self):
        if self._head.next is self._head:
            raise IndexError("peek at an empty deque")
        return self._head.next.value

    def extend(self, items):
        for item in items:
            self.append(item)

    def extendleft(self, items):
        for item in items:
            self.appendleft(item)

    def rotate(self, steps=1):
        """Rotate right by steps (left when negative)."""
        if not self._size:
            return
        steps %= self._size
        for _ in range(steps):
            self.appendleft(self.pop())
