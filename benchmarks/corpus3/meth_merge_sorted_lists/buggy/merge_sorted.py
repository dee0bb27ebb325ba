"""Merging sorted lists: two at a time with two pointers, or k at once with a heap."""

import heapq


def merge_two(a, b):
    """One sorted list holding the items of the sorted lists a and b (a's first on ties)."""
    result = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            result.append(a[i])
            i += 1
        else:
            result.append(b[j])
            j += 1
    result.append(a[i:])
    result.extend(b[j:])
    return result


def merge_k(lists):
    """Merge any number of sorted lists through a heap of (value, list index, position)."""
    heap = [(items[0], index, 0) for index, items in enumerate(lists) if items]
    heapq.heapify(heap)
    result = []
    while heap:
        value, index, position = heapq.heappop(heap)
        result.append(value)
        if position + 1 < len(lists[index]):
            heapq.heappush(heap, (lists[index][position + 1], index, position + 1))
    return result


def merge_pairwise(lists):
    """Merge the lists two by two, like the rounds of a tournament."""
    if not lists:
        return []
    lists = [list(items) for items in lists]
    while len(lists) > 1:
        lists = [merge_two(lists[i], lists[i + 1]) if i + 1 < len(lists) else lists[i]
                 for i in range(0, len(lists), 2)]
    return lists[0]
