"""Breaker states and the error raised while open."""

from __future__ import annotations

import enum


class State(enum.Enum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half-open"


class CircuitOpenError(RuntimeError):
    def __init__(self, name: str, retry_after: float) -> None:
        super().__init__(f"circuit {name!r} is open; retry in {retry_after:.1f}s")
        self.name = name
        self.retry_after = retry_after
