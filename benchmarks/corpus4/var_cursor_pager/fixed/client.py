"""A small API client that walks cursor-paginated collections."""

from transport import NotFound


class ApiError(Exception):
    pass


class Client:
    def __init__(self, transport, page_size=20):
        self._transport = transport
        self.page_size = page_size

    def pages(self, path, start=None):
        """Yield the item lists of successive pages, beginning at cursor start."""
        token = start
        while True:
            try:
                response = self._transport.get(path, cursor=token, limit=self.page_size)
            except NotFound:
                raise ApiError(f"no such collection: {path}") from None
            yield response["items"]
            token = response.get("next")
            if not token:
                return

    def iter_items(self, path, start=None):
        """Every item once, even if a write between two requests shifts an item onto the
        next page (it then arrives twice)."""
        seen = set()
        for items in self.pages(path, start):
            for item in items:
                if item["id"] in seen:
                    continue
                seen.add(item["id"])
                yield item

    def fetch_all(self, path, start=None):
        return list(self.iter_items(path, start))

    def count(self, path):
        return sum(1 for _ in self.iter_items(path))

    def find(self, path, **filters):
        for item in self.iter_items(path):
            if all(item.get(key) == value for key, value in filters.items()):
                return item
        return None

    def index_by(self, path, key):
        index = {}
        for item in self.iter_items(path):
            index.setdefault(item[key], []).append(item["id"])
        return index
