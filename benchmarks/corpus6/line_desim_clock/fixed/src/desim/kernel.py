"""The simulation kernel: a time-ordered event queue and a clock."""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(order=True)
class Event:
    time: float
    priority: int
    seq: int
    action: Callable[[], Any] = field(compare=False)
    cancelled: bool = field(default=False, compare=False)


class Simulation:
    def __init__(self) -> None:
        self.now = 0.0
        self._queue: list[Event] = []
        self._seq = itertools.count()
        self.processed = 0

    def schedule(self, delay: float, action: Callable[[], Any], priority: int = 0) -> Event:
        if delay < 0:
            raise ValueError("cannot schedule in the past")
        event = Event(self.now + delay, priority, next(self._seq), action)
        heapq.heappush(self._queue, event)
        return event

    def at(self, time: float, action: Callable[[], Any], priority: int = 0) -> Event:
        return self.schedule(time - self.now, action, priority)

    @staticmethod
    def cancel(event: Event) -> None:
        event.cancelled = True

    def every(self, period: float, action: Callable[[], Any], start: float = 0.0) -> None:
        """Run action at start, start + period, ... for as long as the simulation runs."""
        if period <= 0:
            raise ValueError("period must be positive")

        def tick() -> None:
            action()
            self.schedule(period, tick)

        self.schedule(start, tick)

    def peek(self) -> float | None:
        while self._queue and self._queue[0].cancelled:
            heapq.heappop(self._queue)
        return self._queue[0].time if self._queue else None

    def step(self) -> bool:
        """Process the next event; False when there is none."""
        if self.peek() is None:
            return False
        event = heapq.heappop(self._queue)
        self.now = event.time
        event.action()
        self.processed += 1
        return True

    def run(self, until: float | None = None) -> float:
        """Process events up to and including time until (or until none are left)."""
        while True:
            next_time = self.peek()
            if next_time is None or (until is not None and next_time > until):
                break
            self.step()
        if until is not None:
            self.now = max(self.now, until)
        return self.now
