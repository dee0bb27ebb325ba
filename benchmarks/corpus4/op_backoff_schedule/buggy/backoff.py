"""Exponential backoff for an HTTP client: delays, jitter, Retry-After and a time budget."""

import random
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime

RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})


@dataclass
class Backoff:
    base: float = 0.5
    factor: float = 2.0
    cap: float = 30.0
    max_attempts: int = 5
    jitter: str = "none"  # "none", "full" or "equal"
    budget: float = float("inf")  # total seconds the caller is willing to wait
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self):
        if self.jitter not in ("none", "full", "equal"):
            raise ValueError(f"unknown jitter {self.jitter!r}")
        if self.base <= 0 or self.factor < 1:
            raise ValueError("base must be positive and factor at least 1")

    def raw_delay(self, attempt):
        """Delay before retry number attempt (1-based), without jitter."""
        if attempt < 1:
            raise ValueError("attempt numbers start at 1")
        return min(self.cap, self.base * self.factor * (attempt - 1))

    def delay(self, attempt):
        raw = self.raw_delay(attempt)
        if self.jitter == "full":
            return self.rng.uniform(0, raw)
        if self.jitter == "equal":
            return raw / 2 + self.rng.uniform(0, raw / 2)
        return raw

    def schedule(self):
        """The delays before each retry, stopping early when the budget would be exceeded."""
        delays, spent = [], 0.0
        for attempt in range(1, self.max_attempts):
            wait = self.delay(attempt)
            if spent + wait > self.budget:
                break
            delays.append(wait)
            spent += wait
        return delays

    def should_retry(self, attempt, status=None, error=None):
        if attempt >= self.max_attempts:
            return False
        if error is not None:
            return isinstance(error, (ConnectionError, TimeoutError))
        return status in RETRYABLE_STATUS


def retry_after(header, now=None):
    """Seconds to wait from a Retry-After header: delta-seconds or an HTTP date."""
    if header is None:
        return None
    header = header.strip()
    if header.isdigit():
        return float(header)
    try:
        when = parsedate_to_datetime(header)
    except (TypeError, ValueError):
        return None
    if now is None:
        return None
    return max(0.0, (when - now).total_seconds())


def next_wait(policy, attempt, header=None, now=None):
    """The server's Retry-After wins when it asks for longer than our own backoff."""
    ours = policy.delay(attempt)
    theirs = retry_after(header, now)
    return ours if theirs is None else max(ours, min(theirs, policy.cap))
