"""When to trip: failure-counting policies."""

from __future__ import annotations

from collections import deque
from typing import Deque


class ConsecutiveFailures:
    """Trip after ``threshold`` failures in a row."""

    def __init__(self, threshold: int = 5) -> None:
        if threshold < 1:
            raise ValueError("threshold must be at least 1")
        self.threshold = threshold
        self.failures = 0

    def record(self, success: bool) -> None:
        self.failures = 0 if success else self.failures + 1

    def should_trip(self) -> bool:
        return self.failures >= self.threshold

    def reset(self) -> None:
        self.failures = 0


class FailureRate:
    """Trip when at least ``ratio`` of the last ``window`` calls failed (once the window is full)."""

    def __init__(self, ratio: float = 0.5, window: int = 10) -> None:
        if not 0 < ratio <= 1:
            raise ValueError("ratio must be in (0, 1]")
        if window < 1:
            raise ValueError("window must be at least 1")
        self.ratio = ratio
        self.window = window
        self.results: Deque[bool] = deque(maxlen=window)

    def record(self, success: bool) -> None:
        self.results.append(success)

    def should_trip(self) -> bool:
        if len(self.results) < self.window:
            return False
        failures = sum(1 for ok in self.results if not ok)
        return failures / len(self.results) >= self.ratio

    def reset(self) -> None:
        self.results.clear()
