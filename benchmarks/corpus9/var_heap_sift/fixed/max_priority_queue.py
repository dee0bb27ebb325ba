"""A max-priority queue stored as an implicit binary heap in a list."""


class MaxPriorityQueue:
    """Items come out highest priority first; equal priorities leave in insertion order."""

    def __init__(self):
        self._heap = []
        self._counter = 0

    def __len__(self):
        return len(self._heap)

    def push(self, item, priority):
        # Ties are broken by the negated insertion counter: earlier items rank higher.
        self._heap.append((priority, -self._counter, item))
        self._counter += 1
        self._sift_up(len(self._heap) - 1)

    def peek(self):
        if not self._heap:
            raise IndexError("peek from an empty queue")
        return self._heap[0][2]

    def pop(self):
        """Remove and return the item with the highest priority."""
        if not self._heap:
            raise IndexError("pop from an empty queue")
        top = self._heap[0]
        last = self._heap.pop()
        if self._heap:
            self._heap[0] = last
            self._sift_down(0)
        return top[2]

    def _sift_up(self, index):
        heap = self._heap
        while index > 0:
            parent = (index - 1) // 2
            if heap[index] <= heap[parent]:
                break
            heap[index], heap[parent] = heap[parent], heap[index]
            index = parent

    def _sift_down(self, index):
        heap = self._heap
        size = len(heap)
        while True:
            left = 2 * index + 1
            right = left + 1
            largest = index
            if left < size and heap[left] > heap[largest]:
                largest = left
            if right < size and heap[right] > heap[largest]:
                largest = right
            if largest == index:
                return
            heap[index], heap[largest] = heap[largest], heap[index]
            index = largest


def top_k(pairs, k):
    """The k items with the highest scores from (item, score) pairs, best first."""
    queue = MaxPriorityQueue()
    for item, score in pairs:
        queue.push(item, score)
    return [queue.pop() for _ in range(min(k, len(queue)))]
