"""A FIFO queue built from two LIFO stacks, with amortised O(1) operations."""


class TwoStackQueue:
    """Items go onto an inbox stack; the outbox holds them reversed, oldest on top."""

    def __init__(self, items=()):
        self._inbox = []
        self._outbox = []
        for item in items:
            self.enqueue(item)

    def enqueue(self, item):
        self._inbox.append(item)

    def _refill(self):
        if not self._outbox:
            while self._inbox:
                self._outbox.append(self._inbox.pop())

    def dequeue(self):
        """Remove and return the oldest item."""
        self._refill()
        if not self._outbox:
            raise IndexError("dequeue from an empty queue")
        return self._outbox.pop()

    def peek(self):
        """The oldest item, left in the queue."""
        self._refill()
        if not self._outbox:
            raise IndexError("peek at an empty queue")
        return self._outbox[-1]

    def __len__(self):
        return len(self._inbox) + len(self._outbox)


def hot_potato(names, passes):
    """Pass a potato `passes` times around the circle; whoever holds it leaves. The winner."""
    queue = TwoStackQueue(names)
    while len(queue) > 1:
        for _ in range(passes):
            queue.enqueue(queue.dequeue())
        queue.dequeue()
    return queue.dequeue()
