"""Pairing heap: a self-adjusting min-priority queue.

Each tree is stored in left-child / right-sibling form.  Melding two trees
is O(1); delete-min pairs up the children of the old root two at a time,
left to right, and then melds the pairs from right to left.
"""


class _Node:
    __slots__ = ("key", "child", "sibling")

    def __init__(self, key):
        self.key = key
        self.child = None
        self.sibling = None


def _pair_up(first):
    """Meld a list of sibling trees with the two-pass pairing rule."""
    if first is None or first.sibling is None:
        return first
    second = first.sibling
    rest = second.sibling
    first.sibling = second.sibling = None
    return _link(_link(first, second), _pair_up(rest))


def _link(a, b):
    """Meld two heap-ordered trees: the larger root becomes the first child of the smaller."""
    if a is None:
        return b
    if b is None:
        return a
    if b.key < a.key:
        a, b = b, a
    b.sibling = a.child
    a.child = b
    return a


class PairingHeap:
    def __init__(self, keys=()):
        self._root = None
        self._size = 0
        for key in keys:
            self.push(key)

    def __len__(self):
        return self._size

    def __bool__(self):
        return self._size > 0

    def push(self, key):
        self._root = _link(self._root, _Node(key))
        self._size += 1

    def peek(self):
        if self._root is None:
            raise IndexError("peek at an empty heap")
        return self._root.key

    def pop(self):
        """Remove and return the smallest key."""
        if self._root is None:
            raise IndexError("pop from an empty heap")
        root = self._root
        self._root = _pair_up(root.child)
        self._size -= 1
        return root.key

    def pushpop(self, key):
        """Push key, then pop and return the smallest key (faster than both)."""
        if self._root is None or key <= self._root.key:
            return key
        smallest = self.pop()
        self.push(key)
        return smallest

    def merge(self, other):
        """Move every key of other into this heap, leaving other empty."""
        self._root = _link(self._root, other._root)
        self._size += other._size
        other._root, other._size = None, 0

    def drain(self):
        """Pop everything, returning the keys in ascending order."""
        return [self.pop() for _ in range(self._size)]


def pairing_sort(keys):
    return PairingHeap(keys).drain()


def smallest(k, keys):
    """The k smallest keys, ascending."""
    heap = PairingHeap(keys)
    return [heap.pop() for _ in range(min(k, len(heap)))]
