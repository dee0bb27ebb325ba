"""In-place binary max-heap utilities and heap sort.

The heap is stored in a list: the children of index i sit at 2i + 1 and
2i + 2.  Every operation is built on one sift-down routine that works on the
first `size` elements of the list and compares elements through a key.
"""


def _identity(x):
    return x


def _sift_down(a, root, size, key):
    """Move a[root] down until both children are no larger."""
    while True:
        largest = root
        left, right = 2 * root + 1, 2 * root + 2
        if left < size and key(a[left]) > key(a[largest]):
            largest = left
        if right < size and key(a[right]) > key(a[largest]):
            largest = right
        if largest == root:
            return
        a[root], a[largest] = a[largest], a[root]
        root = left


def build_max_heap(a, key=None):
    """Rearrange list a (in place) into a max-heap."""
    key = key or _identity
    for root in range(len(a) // 2 - 1, -1, -1):
        _sift_down(a, root, len(a), key)
    return a


def is_max_heap(a, key=None):
    """True if no element is larger than its parent."""
    key = key or _identity
    return all(key(a[(i - 1) // 2]) >= key(a[i]) for i in range(1, len(a)))


def heap_sort(items, key=None, reverse=False):
    """A new list with items sorted ascending (descending with reverse=True)."""
    key = key or _identity
    a = build_max_heap(list(items), key)
    for end in range(len(a) - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        _sift_down(a, 0, end, key)
    if reverse:
        a.reverse()
    return a


def pop_max(a, key=None):
    """Remove and return the largest element of heap a."""
    if not a:
        raise IndexError("pop from an empty heap")
    key = key or _identity
    a[0], a[-1] = a[-1], a[0]
    top = a.pop()
    _sift_down(a, 0, len(a), key)
    return top


def nsmallest(items, n, key=None):
    """The n smallest items, ascending, keeping a max-heap of the best n."""
    key = key or _identity
    if n <= 0:
        return []
    it = iter(items)
    heap = build_max_heap([x for _, x in zip(range(n), it)], key)
    for x in it:
        if key(x) < key(heap[0]):
            heap[0] = x
            _sift_down(heap, 0, len(heap), key)
    return heap_sort(heap, key)
