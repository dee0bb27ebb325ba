"""Median of a growing stream with two heaps: the lower half in a max-heap, the upper in a min-heap."""

import heapq


class RunningMedian:
    def __init__(self, values=()):
        self._low = []  # max-heap of the lower half, stored as negated values
        self._high = []  # min-heap of the upper half
        for value in values:
            self.add(value)

    def __len__(self):
        return len(self._low) + len(self._high)

    def add(self, value):
        """Take in one value in O(log n)."""
        if self._low and value < -self._low[0]:
            heapq.heappush(self._high, value)
        else:
            heapq.heappush(self._low, -value)
        # keep the lower half as large as the upper half, or one larger
        if len(self._low) > len(self._high) + 1:
            heapq.heappush(self._high, -heapq.heappop(self._low))
        elif len(self._high) > len(self._low):
            heapq.heappush(self._low, -heapq.heappop(self._high))

    def median(self):
        """The middle value, or the mean of the two middle values for an even count."""
        if not self:
            raise ValueError("median of an empty stream")
        if len(self._low) > len(self._high):
            return -self._low[0]
        return (-self._low[0] + self._high[0]) / 2

    def halves(self):
        """The lower and the upper half, each sorted."""
        return sorted(-v for v in self._low), sorted(self._high)


def running_medians(values):
    """The median after each value of the stream."""
    tracker = RunningMedian()
    medians = []
    for value in values:
        tracker.add(value)
        medians.append(tracker.median())
    return medians
