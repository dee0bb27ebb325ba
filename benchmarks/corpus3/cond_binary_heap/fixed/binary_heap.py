"""A binary min-heap stored in a list, with heap sort and k-smallest on top of it."""


class MinHeap:
    def __init__(self, items=()):
        self._items = []
        for item in items:
            self.push(item)

    def __len__(self):
        return len(self._items)

    def peek(self):
        if not self._items:
            raise IndexError("peek at an empty heap")
        return self._items[0]

    def push(self, item):
        """Add item at the end and let it rise while it is smaller than its parent."""
        heap = self._items
        heap.append(item)
        i = len(heap) - 1
        while i > 0 and heap[i] < heap[(i - 1) // 2]:
            parent = (i - 1) // 2
            heap[i], heap[parent] = heap[parent], heap[i]
            i = parent

    def pop(self):
        """Remove and return the smallest item."""
        heap = self._items
        if not heap:
            raise IndexError("pop from an empty heap")
        smallest = heap[0]
        last = heap.pop()
        if heap:
            heap[0] = last
            self._sift_down(0)
        return smallest

    def _sift_down(self, i):
        heap = self._items
        n = len(heap)
        while True:
            smallest = i
            for child in (2 * i + 1, 2 * i + 2):
                if child < n and heap[child] < heap[smallest]:
                    smallest = child
            if smallest == i:
                return
            heap[i], heap[smallest] = heap[smallest], heap[i]
            i = smallest


def heap_sort(items):
    heap = MinHeap(items)
    return [heap.pop() for _ in range(len(heap))]


def k_smallest(items, k):
    heap = MinHeap(items)
    return [heap.pop() for _ in range(min(k, len(heap)))]
