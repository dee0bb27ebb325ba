"""An in-memory stand-in for a JSON API that pages its collections with opaque cursors."""

MAX_LIMIT = 100


class NotFound(Exception):
    pass


def encode_cursor(offset):
    return f"off-{offset:06d}"


def decode_cursor(cursor):
    if cursor is None:
        return 0
    prefix, _, digits = cursor.partition("-")
    if prefix != "off" or not digits.isdigit():
        raise ValueError(f"malformed cursor {cursor!r}")
    return int(digits)


class InMemoryApi:
    def __init__(self, collections):
        self._collections = {path: list(items) for path, items in collections.items()}
        self.requests = 0

    def get(self, path, cursor=None, limit=20):
        """One page: {"items": [...], "next": cursor or None}."""
        self.requests += 1
        if path not in self._collections:
            raise NotFound(path)
        if not 1 <= limit <= MAX_LIMIT:
            raise ValueError(f"limit must be 1-{MAX_LIMIT}")
        items = self._collections[path]
        offset = decode_cursor(cursor)
        page = items[offset:offset + limit]
        more = offset + limit < len(items)
        return {"items": [dict(item) for item in page],
                "next": encode_cursor(offset + limit) if more else None}

    def insert(self, path, index, item):
        """Simulate a concurrent write that shifts later items to the next page."""
        self._collections[path].insert(index, item)
