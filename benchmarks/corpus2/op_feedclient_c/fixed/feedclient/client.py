"""A client for the feed service: retries with backoff and iterates over every page."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from feedclient.transport import Response, TransientError


class GiveUp(Exception):
    """Raised when a request still fails after every retry."""


def backoff_delays(base: float, attempts: int, cap: float = 30.0) -> list[float]:
    """Exponential delays between attempts: base, 2*base, 4*base, ... never above cap."""
    return [min(cap, base * 2 ** attempt) for attempt in range(attempts - 1)]


class FeedClient:
    """Reads items from a transport with a `get(path, params)` method."""

    def __init__(self, transport, max_attempts: int = 4, base_delay: float = 0.5,
                 sleep: Callable[[float], None] | None = None) -> None:
        self.transport = transport
        self.max_attempts = max_attempts
        self.base_delay = base_delay
        self.sleep = sleep or (lambda seconds: None)
        self.slept: list[float] = []

    def request(self, path: str, params: dict) -> Response:
        """One GET, retried on TransientError with exponential backoff."""
        delays = backoff_delays(self.base_delay, self.max_attempts)
        attempt = 0
        while True:
            try:
                return self.transport.get(path, params)
            except TransientError as exc:
                attempt += 1
                if attempt >= self.max_attempts:
                    raise GiveUp(f"{path}: gave up after {attempt} attempts") from exc
                delay = delays[attempt - 1]
                self.slept.append(delay)
                self.sleep(delay)

    def pages(self, path: str, tag: str | None = None) -> Iterator[Response]:
        """Every page of path, following next_cursor until the last one."""
        cursor: str | None = None
        while True:
            params = {"cursor": cursor} if cursor else {}
            if tag is not None:
                params["tag"] = tag
            page = self.request(path, params)
            yield page
            if page.next_cursor is None:
                return
            cursor = page.next_cursor

    def all_items(self, path: str, tag: str | None = None) -> list[dict]:
        return [item for page in self.pages(path, tag) for item in page.items]

    def count(self, path: str, tag: str | None = None) -> int:
        return sum(len(page.items) for page in self.pages(path, tag))
