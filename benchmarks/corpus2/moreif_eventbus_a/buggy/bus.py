"""An in-process publish/subscribe bus with wildcard subscriptions and one-shot handlers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from topics import matches, split

Handler = Callable[[str, Any], None]


@dataclass
class Subscription:
    pattern: str
    handler: Handler
    once: bool = False
    priority: int = 0
    calls: int = field(default=0, compare=False)


class EventBus:
    """Delivers each published event to every matching subscription, highest priority first."""

    def __init__(self) -> None:
        self._subs: list[Subscription] = []
        self.dead_letters: list[tuple[str, Any]] = []

    def subscribe(self, pattern: str, handler: Handler, once: bool = False,
                  priority: int = 0) -> Subscription:
        split(pattern)  # validates
        sub = Subscription(pattern, handler, once, priority)
        self._subs.append(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        self._subs.remove(sub)

    def publish(self, topic: str, payload: Any = None) -> int:
        """Deliver payload; returns how many handlers ran. Unhandled events are kept."""
        split(topic)
        targets = [s for s in self._subs if matches(s.pattern, topic)]
        if not targets:
            self.dead_letters.append((topic, payload))
            return 0
        targets.sort(key=lambda s: s.priority, reverse=True)
        for sub in targets:
            if sub.once:
                self._subs.remove(sub)
            sub.calls += 1
            sub.handler(topic, payload)
        return len(targets)

    def subscribers(self, topic: str) -> int:
        return sum(1 for s in self._subs if matches(s.pattern, topic))
