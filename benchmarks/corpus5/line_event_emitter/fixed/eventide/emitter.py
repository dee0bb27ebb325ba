"""The event emitter."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional

from .topics import compile_topic, is_pattern, topic_matches

Callback = Callable[..., Any]
ERROR_EVENT = "error"


class ListenerError(RuntimeError):
    """Wraps an exception raised by a listener when nobody listens for 'error'."""

    def __init__(self, event: str, original: BaseException) -> None:
        super().__init__(f"listener for {event!r} failed: {original!r}")
        self.event = event
        self.original = original


@dataclass(order=True)
class _Listener:
    sort_key: tuple = field(init=False, repr=False)
    priority: int
    order: int
    callback: Callback = field(compare=False)
    topic: str = field(compare=False)
    once: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        self.sort_key = (-self.priority, self.order)


class EventEmitter:
    """Listeners run by priority (higher first), then in the order they were added."""

    def __init__(self) -> None:
        self._listeners: Dict[str, List[_Listener]] = {}
        self._counter = itertools.count()

    def on(self, topic: str, callback: Optional[Callback] = None, *, priority: int = 0, once: bool = False):
        """Subscribe; without ``callback`` this works as a decorator."""
        if is_pattern(topic):
            compile_topic(topic)  # validate early

        def register(func: Callback) -> Callback:
            listener = _Listener(priority, next(self._counter), func, topic, once)
            self._listeners.setdefault(topic, []).append(listener)
            return func

        return register(callback) if callback is not None else register

    def once(self, topic: str, callback: Optional[Callback] = None, *, priority: int = 0):
        return self.on(topic, callback, priority=priority, once=True)

    def off(self, topic: str, callback: Optional[Callback] = None) -> int:
        """Remove the callback (or every listener) from topic; the number removed."""
        bucket = self._listeners.get(topic, [])
        keep = [entry for entry in bucket if callback is not None and entry.callback != callback]
        removed = len(bucket) - len(keep)
        if keep:
            self._listeners[topic] = keep
        else:
            self._listeners.pop(topic, None)
        return removed

    def _remove(self, listener: _Listener) -> None:
        bucket = self._listeners.get(listener.topic, [])
        if listener in bucket:
            bucket.remove(listener)
            if not bucket:
                del self._listeners[listener.topic]

    def listeners(self, topic: str) -> List[Callback]:
        """The callbacks emit(topic) would run, in running order."""
        return [entry.callback for entry in self._matching(topic)]

    def _matching(self, topic: str) -> List[_Listener]:
        found = []
        for key, bucket in self._listeners.items():
            if key == topic or (is_pattern(key) and topic_matches(key, topic)):
                found.extend(bucket)
        return sorted(found)

    def listener_count(self, topic: Optional[str] = None) -> int:
        if topic is None:
            return sum(len(bucket) for bucket in self._listeners.values())
        return len(self._matching(topic))

    def emit(self, topic: str, *args: Any, **kwargs: Any) -> int:
        """Call every matching listener; the number of listeners called."""
        called = 0
        for listener in self._matching(topic):
            if listener.once:
                self._remove(listener)
            try:
                listener.callback(*args, **kwargs)
            except Exception as exc:
                if topic == ERROR_EVENT or not self._listeners.get(ERROR_EVENT):
                    raise ListenerError(topic, exc) from exc
                self.emit(ERROR_EVENT, exc, topic)
            called += 1
        return called

    def event_names(self) -> List[str]:
        return sorted(self._listeners)

    def pipe(self, topic: str, other: "EventEmitter", rename: Optional[str] = None) -> Callback:
        """Re-emit ``topic`` on another emitter, under ``rename`` if given."""
        if is_pattern(topic) and rename is None:
            raise ValueError("piping a pattern needs a concrete name to emit")

        def forward(*args: Any, **kwargs: Any) -> None:
            other.emit(rename or topic, *args, **kwargs)

        self.on(topic, forward)
        return forward
