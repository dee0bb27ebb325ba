"""Token-bucket rate limiting per client key, with an injectable clock."""

import time


class ManualClock:
    def __init__(self, now=0.0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def parse_rate(spec):
    """'100/min' -> tokens per second (100 / 60); units s, min, h and day."""
    count, _, unit = spec.replace(" ", "").partition("/")
    seconds = {"s": 1, "sec": 1, "min": 60, "h": 360, "hour": 3600, "day": 86400}
    if not count.isdigit() or unit not in seconds:
        raise ValueError(f"bad rate {spec!r}, expected e.g. '10/min'")
    return int(count) / seconds[unit]


class TokenBucket:
    """Holds up to `capacity` tokens and gains `rate` tokens per second."""

    def __init__(self, rate, capacity, clock=time.monotonic):
        if rate <= 0 or capacity <= 0:
            raise ValueError("rate and capacity must be positive")
        self.rate = rate
        self.capacity = capacity
        self.clock = clock
        self.tokens = float(capacity)
        self.updated = clock()

    def _refill(self):
        now = self.clock()
        elapsed = max(0.0, now - self.updated)
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        self.updated = now

    def allow(self, cost=1):
        """Take cost tokens if there are enough; True if the request may go ahead."""
        if cost > self.capacity:
            raise ValueError(f"cost {cost} exceeds the capacity {self.capacity}")
        self._refill()
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

    def wait_time(self, cost=1):
        """Seconds until cost tokens will be available (0 if they are now)."""
        self._refill()
        missing = cost - self.tokens
        return 0.0 if missing <= 0 else missing / self.rate


class RateLimiter:
    """One bucket per key; buckets idle long enough to be full again are dropped."""

    def __init__(self, rate, capacity, clock=time.monotonic):
        self.rate, self.capacity, self.clock = rate, capacity, clock
        self._buckets = {}

    @classmethod
    def from_spec(cls, spec, burst=None, clock=time.monotonic):
        """RateLimiter.from_spec('600/h'): the burst defaults to one minute's worth."""
        rate = parse_rate(spec)
        return cls(rate, burst if burst is not None else max(1, round(rate * 60)), clock)

    def bucket(self, key):
        if key not in self._buckets:
            self._buckets[key] = TokenBucket(self.rate, self.capacity, self.clock)
        return self._buckets[key]

    def allow(self, key, cost=1):
        return self.bucket(key).allow(cost)

    def retry_after(self, key, cost=1):
        return round(self.bucket(key).wait_time(cost), 3)

    def prune(self):
        """Forget buckets that have refilled completely; returns how many were dropped."""
        full_after = self.capacity / self.rate
        now = self.clock()
        stale = [k for k, b in self._buckets.items() if now - b.updated >= full_after]
        for key in stale:
            del self._buckets[key]
        return len(stale)

    def __len__(self):
        return len(self._buckets)
