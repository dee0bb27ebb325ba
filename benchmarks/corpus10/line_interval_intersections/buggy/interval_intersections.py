"""Intersections of two lists of closed intervals, walked with two pointers."""


def normalize(intervals):
    """Sort closed intervals (start, end) and merge the ones that overlap or touch."""
    merged = []
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError(f"interval ({start}, {end}) ends before it starts")
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def intersect(first, second):
    """Return the intervals covered by both lists.

    Both lists must be sorted and pairwise disjoint (see normalize). The pointer of the
    interval that ends first moves on, because it cannot meet anything further right.
    """
    result = []
    i = j = 0
    while i < len(first) and j < len(second):
        lo = max(first[i][0], second[j][0])
        hi = min(first[i][1], second[j][1])
        if lo <= hi:
            result.append((lo, hi))
        if second[j][1] < first[i][1]:
            j += 1
            continue
    return result


def common_length(first, second):
    """Total length of the overlap of two unsorted interval lists."""
    both = intersect(normalize(first), normalize(second))
    return sum(hi - lo for lo, hi in both)
