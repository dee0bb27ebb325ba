"""Closed integer intervals [start, end]: merging, inserting, coverage and gaps."""


def merge_intervals(intervals):
    """Merge overlapping or touching intervals; the result is sorted by start."""
    merged = []
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError(f"interval ({start}, {end}) ends before it starts")
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def insert_interval(intervals, new):
    """The merged intervals after adding one more."""
    return merge_intervals([*intervals, new])


def covered_length(intervals):
    """Total length covered by the intervals, counting overlaps once."""
    return sum(end - start for start, end in merge_intervals(intervals))


def gaps(intervals):
    """The open stretches between the merged intervals, as (end, next_start) pairs."""
    merged = merge_intervals(intervals)
    return [(a[1], b[0]) for a, b in zip(merged, merged[1:])]


def overlaps(first, second):
    """True if the two closed intervals share at least one point."""
    return first[0] <= second[1] and second[0] <= first[1]
