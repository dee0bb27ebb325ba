"""K-way merging of sorted lists with a binary heap of list heads.

Every function keeps one cursor per input list.  The heap holds
(value, list index, position) triples, so ties are broken by list index and
the merge is stable with respect to the order of the input lists.
"""

import heapq


def _head_heap(lists):
    """A heap of the first element of every non-empty list."""
    heap = [(lst[0], idx, 0) for idx, lst in enumerate(lists) if lst]
    return heap


def _advance(heap, lists, idx, pos):
    """Push the successor of lists[idx][pos]; False when that list is used up."""
    if pos + 1 < len(lists[idx]):
        heapq.heappush(heap, (lists[idx][pos + 1], idx, pos + 1))
        return True
    return False


def iter_merge(lists):
    """Yield the values of all sorted lists in sorted order."""
    heap = _head_heap(lists)
    while heap:
        value, idx, pos = heapq.heappop(heap)
        yield value
        _advance(heap, lists, idx, pos)


def merge_k_sorted(lists):
    """One sorted list with every value of the sorted input lists."""
    return list(iter_merge(lists))


def merge_unique(lists):
    """Sorted distinct values of the input lists."""
    out = []
    for value in iter_merge(lists):
        if not out or out[-1] != value:
            out.append(value)
    return out


def kth_smallest(lists, k):
    """The k-th smallest value (1-based) across all lists."""
    if k < 1:
        raise IndexError("k must be positive")
    for rank, value in enumerate(iter_merge(lists), start=1):
        if rank == k:
            return value
    raise IndexError("k exceeds the number of values")


def smallest_range(lists):
    """The narrowest [low, high] holding at least one value from every list."""
    if not lists or any(not lst for lst in lists):
        raise ValueError("every list must be non-empty")
    heap = _head_heap(lists)
    high = max(lst[0] for lst in lists)
    best = None
    while True:
        low, idx, pos = heapq.heappop(heap)
        if best is None or high - low < best[1] - best[0]:
            best = (low, high)
        if not _advance(heap, lists, idx, pos):
            return best
        high = max(high, lists[idx][pos + 1])
