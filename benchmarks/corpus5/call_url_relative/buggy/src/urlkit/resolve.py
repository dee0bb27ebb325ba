"""Reference resolution (RFC 3986 5.2) and its inverse."""

from __future__ import annotations

from typing import Union

from .paths import merge, relative_path, remove_dot_segments
from .url import URL

URLLike = Union[str, URL]


def _url(value: URLLike) -> URL:
    return value if isinstance(value, URL) else URL.parse(value)


def urljoin(base: URLLike, reference: URLLike) -> str:
    """Resolve reference against base, strictly as RFC 3986 5.2.2 says."""
    b, r = _url(base), _url(reference)
    if b.scheme is None:
        raise ValueError("the base URL must be absolute")
    if r.scheme is not None:
        target = URL(r.scheme, r.authority, remove_dot_segments(r.path), r.query)
    elif r.authority is not None:
        target = URL(b.scheme, r.authority, remove_dot_segments(r.path), r.query)
    elif r.path == "":
        target = URL(b.scheme, b.authority, b.path, r.query if r.query is not None else b.query)
    elif r.path.startswith("/"):
        target = URL(b.scheme, b.authority, remove_dot_segments(r.path), r.query)
    else:
        path = merge(b.path, r.path, b.authority is not None)
        target = URL(b.scheme, b.authority, remove_dot_segments(path), r.query)
    return str(URL(target.scheme, target.authority, target.path, target.query, r.fragment))


def relative_url(base: URLLike, target: URLLike) -> str:
    """The shortest reference that urljoin(base, ...) turns back into target."""
    b, t = _url(base).normalized(), _url(target).normalized()
    if (b.scheme, b.authority) != (t.scheme, t.authority):
        return str(t) if b.scheme != t.scheme else str(URL(None, t.authority, t.path, t.query, t.fragment))
    if t.path == b.path:
        if t.query == b.query:
            return "#" + t.fragment if t.fragment is not None else ""
        if t.query is not None:
            return str(URL(None, None, "", t.query, t.fragment))
        last = b.path.rpartition("/")[2] or "./"  # dropping the query needs a path
        return str(URL(None, None, last, None, t.fragment))
    path = relative_path(b.path or "/", t.path or "/")
    return str(URL(None, None, path, t.query, t.fragment))
