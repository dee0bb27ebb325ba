"""A singly linked list that keeps its values in ascending order."""


class Node:
    """One cell of the chain."""

    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class SortedChain:
    """Ascending singly linked list with insert, remove, membership and merge."""

    def __init__(self, values=()):
        self.head = None
        self.size = 0
        for value in values:
            self.insert(value)

    def __len__(self):
        return self.size

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.value
            cur = cur.next

    def __repr__(self):
        return f"SortedChain({list(self)!r})"

    def __contains__(self, value):
        return self.index(value) >= 0

    def index(self, value):
        """Position of the first occurrence of value, or -1; stops at the first larger value."""
        position, cur = 0, self.head
        while cur is not None and cur.value <= value:
            if cur.value == value:
                return position
            cur = cur.next
            position += 1
        return -1

    def insert(self, value):
        """Insert value after any equal values already present."""
        if self.head is None or value < self.head.value:
            self.head = Node(value, self.head)
        else:
            cur = self.head
            while cur.next is not None and cur.next.value <= value:
                cur = cur.next
            cur.next = Node(value, cur.next)
        self.size += 1

    def remove(self, value):
        """Remove the first occurrence of value; return whether there was one."""
        prev, cur = None, self.head
        while cur is not None and cur.value < value:
            prev, cur = cur, cur.next
        if cur is None or cur.value != value:
            return False
        if prev is None:
            self.head = cur.next
        else:
            prev.next = cur.next
        self.size -= 1
        return True

    def merge(self, other):
        """A new chain holding the values of both chains, built in one pass."""
        result = SortedChain()
        dummy = tail = Node(None)
        a, b = self.head, other.head
        while a is not None and b is not None:
            if a.value <= b.value:
                tail.next, a = Node(a.value), a.next
            else:
                tail.next, b = Node(b.value), b.next
            tail = tail.next
        for rest in (a, b):
            while rest is not None:
                tail.next, rest = Node(rest.value), rest.next
                tail = tail.next
        result.head = dummy.next
        result.size = self.size + other.size
        return result
