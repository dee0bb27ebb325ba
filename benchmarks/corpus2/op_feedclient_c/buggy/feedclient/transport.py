"""An in-memory stand-in for the feed service's HTTP API, used by tests and demos."""

from __future__ import annotations

from dataclasses import dataclass, field


class TransientError(Exception):
    """The service asked us to try again later (HTTP 503)."""


class RateLimited(Exception):
    """The client sent more requests than the service allows (HTTP 429)."""


@dataclass
class Response:
    """One page of items; next_cursor is None on the last page."""

    items: list[dict]
    cursor: str
    next_cursor: str | None


@dataclass
class FakeFeedService:
    """Serves `items` in pages of `page_size`.

    The first `failures` calls raise TransientError (every call if negative), and any call
    beyond `limit` raises RateLimited, as the real service does.
    """

    items: list[dict]
    page_size: int = 3
    failures: int = 0
    limit: int = 200
    calls: list[tuple[str, dict]] = field(default_factory=list)

    def get(self, path: str, params: dict | None = None) -> Response:
        params = dict(params or {})
        if len(self.calls) >= self.limit:
            raise RateLimited(f"429 more than {self.limit} requests")
        self.calls.append((path, params))
        if self.failures != 0:
            self.failures -= 1 if self.failures > 0 else 0
            raise TransientError("503 service unavailable")
        selected = [i for i in self.items if params.get("tag") in (None, i.get("tag"))]
        start = int(params.get("cursor") or 0)
        end = start + self.page_size
        next_cursor = str(end) if end < len(selected) else None
        return Response(selected[start:end], str(start), next_cursor)
