"""Parse and build URL query strings with repeated keys, kept in order."""

from urllib.parse import quote, unquote_plus, urlsplit, urlunsplit


class QueryDict:
    """An ordered multi-dict: a key may appear several times."""

    def __init__(self, pairs=()):
        self._pairs = list(pairs)

    @classmethod
    def parse(cls, query, keep_blank=False):
        query = query.lstrip("?")
        pairs = []
        for chunk in query.replace(";", "&").split("&"):
            if not chunk:
                continue
            key, _, value = chunk.partition("=")
            key, value = unquote_plus(key), unquote_plus(value)
            if value or keep_blank:
                pairs.append((key, value))
        return cls(pairs)

    def __getitem__(self, key):
        """The last value of key (like most web frameworks)."""
        for k, v in reversed(self._pairs):
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def getlist(self, key):
        return [v for k, v in self._pairs if k == key]

    def __contains__(self, key):
        return any(k == key for k, _ in self._pairs)

    def __len__(self):
        return len(self._pairs)

    def keys(self):
        seen = []
        for k, _ in self._pairs:
            if k not in seen:
                seen.append(k)
        return seen

    def add(self, key, value):
        self._pairs.append((key, str(value)))

    def set(self, key, value):
        """Replace every value of key by one value, at the place of the first one."""
        index = next((i for i, (k, _) in enumerate(self._pairs) if k == key), None)
        self._pairs = [(k, v) for k, v in self._pairs if k != key]
        if index is None:
            self._pairs.append((key, str(value)))
        else:
            self._pairs.insert(index, (key, str(value)))

    def remove(self, key):
        self._pairs = [(k, v) for k, v in self._pairs if k != key]

    def to_dict(self):
        return {k: self.getlist(k) for k in self.keys()}

    def encode(self):
        return "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in self._pairs)

    def __str__(self):
        return self.encode()


def with_query(url, **changes):
    """url with query parameters set (value None removes the parameter)."""
    parts = urlsplit(url)
    query = QueryDict.parse(parts.query, keep_blank=True)
    for key, value in changes.items():
        if value is None:
            query.remove(key)
        else:
            query.set(key, value)
    return urlunsplit(parts._replace(query=query.encode()))
