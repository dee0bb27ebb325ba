"""A token bucket rate limiter: `rate` tokens per second, bursts up to `capacity`."""

from __future__ import annotations


class TokenBucket:
    """Tokens refill continuously; each request takes `cost` tokens or is refused."""

    def __init__(self, rate: float, capacity: float, clock) -> None:
        if rate <= 0 or capacity <= 0:
            raise ValueError("rate and capacity must be positive")
        self.rate = rate
        self.capacity = capacity
        self.clock = clock
        self.tokens = capacity
        self.updated = clock.now()
        self.refused = 0

    def _refill(self) -> None:
        now = self.clock.now()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def try_acquire(self, cost: float = 1.0) -> bool:
        """Take cost tokens if there are enough; never blocks."""
        if cost > self.capacity:
            raise ValueError("cost exceeds the bucket capacity")
        self._refill()
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        self.refused += 1
        return False

    def acquire(self, cost: float = 1.0) -> float:
        """Block (in clock ticks) until cost tokens are available; returns the time waited."""
        start = self.clock.now()
        while not self.try_acquire(cost):
            self.clock.sleep(self.clock.elapsed)
        return self.clock.now() - start

    def wait_time(self, cost: float = 1.0) -> float:
        """Seconds until cost tokens will be available, without taking them."""
        self._refill()
        missing = cost - self.tokens
        return 0.0 if missing <= 0 else missing / self.rate
