"""Sparse tables: O(1) range-minimum (or maximum) queries on a static array."""


class SparseTable:
    """Answers func(values[lo], ..., values[hi]) for an idempotent func such as min or max.

    Level k holds func over every window of length 2 ** k, so any range is
    covered by two (possibly overlapping) windows of the same level.
    """

    def __init__(self, values, func=min):
        self._func = func
        self._n = len(values)
        self._levels = [list(values)]
        width = 1
        while 2 * width <= self._n:
            prev = self._levels[-1]
            self._levels.append([func(prev[i], prev[i + width]) for i in range(len(prev) - width)])
            width *= 2

    def __len__(self):
        return self._n

    def query(self, lo, hi):
        """func over values[lo:hi + 1] (both ends inclusive)."""
        if not 0 <= lo <= hi < self._n:
            raise IndexError(f"bad range [{lo}, {hi}] for {self._n} values")
        level = (hi - lo + 1).bit_length() - 1
        row = self._levels[level]
        return self._func(row[lo], row[lo + hi - (1 << level) + 1])


def range_minimums(values, queries):
    """min(values[lo:hi + 1]) for every (lo, hi) in queries."""
    table = SparseTable(values)
    return [table.query(lo, hi) for lo, hi in queries]


def range_spreads(values, queries):
    """max - min of values[lo:hi + 1] for every (lo, hi) in queries."""
    lows, highs = SparseTable(values, min), SparseTable(values, max)
    return [highs.query(lo, hi) - lows.query(lo, hi) for lo, hi in queries]
