"""Clocks: the real monotonic clock and a manual one for tests and simulations."""

from __future__ import annotations

import time


class MonotonicClock:
    """Reads time.monotonic(); sleeping really sleeps."""

    tick = 0.01

    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


class ManualClock:
    """A clock that only moves when told to; sleep() advances it instantly."""

    def __init__(self, start: float = 0.0, tick: float = 0.25) -> None:
        self.current = start
        self.tick = tick
        self.elapsed = 0.0

    def now(self) -> float:
        return self.current

    def sleep(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("cannot sleep a negative time")
        self.current += seconds
        self.elapsed += seconds
