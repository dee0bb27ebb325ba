"""A sliding-window rate limiter kept as one queue of timestamps per client."""

from collections import deque


class SlidingWindowLimiter:
    """Allow at most `limit` requests per client in any window of `window` time units.

    A request at time t counts against every later request at time u < t + window.
    Timestamps must not go backwards.
    """

    def __init__(self, limit, window):
        if limit < 1 or window <= 0:
            raise ValueError("limit must be >= 1 and window > 0")
        self.limit = limit
        self.window = window
        self._requests = {}
        self._clock = None

    def _evict(self, times, now):
        while times and times[0] <= now - self.window:
            times.popleft()

    def allow(self, client, now):
        """Record a request from client at time now; True if it is allowed."""
        if self._clock is not None and now < self._clock:
            raise ValueError("timestamps must not go backwards")
        self._clock = now
        times = self._requests.setdefault(client, deque())
        self._evict(times, now)
        if len(times) >= self.limit:
            return False
        times.append(now)
        return True

    def remaining(self, client, now):
        """How many more requests client may make at time now."""
        times = self._requests.get(client, deque())
        self._evict(times, now)
        return self.limit - len(times)


def replay(requests, limit, window):
    """Run (client, time) requests through a fresh limiter; the verdict of each."""
    limiter = SlidingWindowLimiter(limit, window)
    return [limiter.allow(client, now) for client, now in requests]
