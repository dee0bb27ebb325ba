"""Moving averages of a stream: a fixed-size window in a deque with a running sum."""

from collections import deque


class MovingAverage:
    """Average of the last `size` values added (of all of them while fewer were added)."""

    def __init__(self, size):
        if size < 1:
            raise ValueError("window size must be at least 1")
        self.size = size
        self._window = deque()
        self._total = 0

    def __len__(self):
        return len(self._window)

    def add(self, value):
        """Push value into the window, dropping the oldest if it is full; the new average."""
        self._window.append(value)
        self._total += value
        if len(self._window) > self.size:
            oldest = self._window.popleft()
        return self.average()

    def average(self):
        """Mean of the values in the window."""
        if not self._window:
            raise ValueError("no values added yet")
        return self._total / len(self._window)

    def window(self):
        """The values in the window, oldest first."""
        return list(self._window)


def moving_averages(values, size):
    """The average of every run of `size` consecutive values, in order."""
    tracker = MovingAverage(size)
    averages = []
    for count, value in enumerate(values, start=1):
        average = tracker.add(value)
        if count >= size:
            averages.append(average)
    return averages


def exponential_moving_average(values, alpha):
    """Smoothed series: s0 = x0 and s_t = alpha * x_t + (1 - alpha) * s_(t-1)."""
    if not 0 < alpha <= 1:
        raise ValueError("alpha must be in (0, 1]")
    smoothed = []
    for value in values:
        if smoothed:
            value = alpha * value + (1 - alpha) * smoothed[-1]
        smoothed.append(value)
    return smoothed
