"""Selection with bounded heaps: k largest, k-th largest, k closest, nearly sorted input."""

import heapq


def _keep_top(heap, item, k):
    """Offer item to a min-heap that keeps only the k largest items seen so far."""
    if len(heap) < k:
        heapq.heappush(heap, item)
    else:
        heapq.heappushpop(heap, item)


def k_largest(nums, k):
    """The k largest values, largest first."""
    if k < 0:
        raise ValueError("k must be non-negative")
    if k == 0:
        return []
    heap = []
    for value in nums:
        _keep_top(heap, value, k)
    return sorted(heap, reverse=True)


def kth_largest(nums, k):
    """The k-th largest value (1-based, duplicates counted)."""
    if not 1 <= k <= len(nums):
        raise IndexError("k out of range")
    return k_largest(nums, k)[-1]


class KthLargest:
    """Tracks the k-th largest value of a growing stream."""

    def __init__(self, k, nums=()):
        if k < 1:
            raise ValueError("k must be positive")
        self.k = k
        self.heap = []
        for value in nums:
            self.add(value)

    def add(self, value):
        """Add value; return the current k-th largest, or None while fewer than k seen."""
        _keep_top(self.heap, value, self.k)
        return self.heap[0] if len(self.heap) == self.k else None


def k_closest(points, k, origin=(0, 0)):
    """The k points nearest to origin, nearest first (ties by input order)."""
    ox, oy = origin
    heap = []
    for index, (x, y) in enumerate(points):
        dist = (x - ox) ** 2 + (y - oy) ** 2
        if k > 0:
            _keep_top(heap, (-dist, -index), k)
    ranked = sorted((-neg_dist, -neg_index) for neg_dist, neg_index in heap)
    return [points[index] for _, index in ranked]


def sort_nearly_sorted(nums, k):
    """Sort a list in which every item is at most k places from its sorted position."""
    heap = list(nums[:k + 1])
    heapq.heapify(heap)
    result = []
    for value in nums[k + 1:]:
        result.append(heapq.heappop(heap))
        heapq.heappush(heap, value)
    while heap:
        result.append(heapq.heappop(heap))
    return result
