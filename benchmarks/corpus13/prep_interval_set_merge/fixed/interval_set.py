"""A set of numbers stored as sorted, disjoint half-open intervals.

Two parallel sorted lists hold the interval starts and ends, so membership
and insertion are binary searches.  Intervals that overlap or touch are
merged on insertion.  Greedy helpers for plain interval lists live below.
"""

from bisect import bisect_left, bisect_right


class IntervalSet:
    """Sorted, disjoint intervals [start, end)."""

    def __init__(self, intervals=()):
        self._starts = []
        self._ends = []
        for start, end in intervals:
            self.add(start, end)

    def add(self, start, end):
        """Insert [start, end), merging with every interval it overlaps or touches."""
        if start >= end:
            raise ValueError("empty interval")
        i = bisect_left(self._ends, start)
        j = bisect_right(self._starts, end, i)
        if i < j:
            start = min(start, self._starts[i])
            end = max(end, self._ends[j - 1])
        self._starts[i:j] = [start]
        self._ends[i:j] = [end]

    def __contains__(self, x):
        k = bisect_right(self._starts, x) - 1
        return k >= 0 and x < self._ends[k]

    def __iter__(self):
        return iter(list(zip(self._starts, self._ends)))

    def __len__(self):
        return len(self._starts)

    def total_length(self):
        """Sum of the interval lengths."""
        return sum(e - s for s, e in zip(self._starts, self._ends))

    def gaps(self, lo, hi):
        """The uncovered stretches of [lo, hi), in order."""
        out = []
        cursor = lo
        for s, e in zip(self._starts, self._ends):
            if e <= cursor:
                continue
            if s >= hi:
                break
            if s > cursor:
                out.append((cursor, s))
            cursor = max(cursor, e)
        if cursor < hi:
            out.append((cursor, hi))
        return out


def merge_intervals(intervals):
    """Union of closed-open intervals as a sorted list of disjoint pairs."""
    return list(IntervalSet(intervals))


def min_stabbing_points(intervals):
    """Fewest points hitting every closed interval [s, e] (greedy by end)."""
    points = []
    for start, end in sorted(intervals, key=lambda iv: iv[1]):
        if not points or start > points[-1]:
            points.append(end)
    return points


def max_overlap(intervals):
    """Largest number of half-open intervals covering one point."""
    events = sorted([(s, 1) for s, _ in intervals] + [(e, -1) for _, e in intervals])
    depth = best = 0
    for _, delta in events:
        depth += delta
        best = max(best, depth)
    return best
