"""The URL value type."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Dict, Optional
from urllib.parse import quote, urlencode

from .paths import remove_dot_segments

# RFC 3986, appendix B
_URI = re.compile(r"^(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$")
_PERCENT = re.compile(r"%[0-9a-fA-F]{2}")
DEFAULT_PORTS: Dict[str, int] = {"http": 80, "https": 443, "ftp": 21, "ws": 80, "wss": 443}


@dataclass(frozen=True)
class URL:
    scheme: Optional[str] = None
    authority: Optional[str] = None
    path: str = ""
    query: Optional[str] = None
    fragment: Optional[str] = None

    @classmethod
    def parse(cls, text: str) -> "URL":
        match = _URI.match(text)
        assert match is not None  # the pattern matches every string
        scheme, authority, path, query, fragment = match.groups()
        return cls(scheme, authority, path, query, fragment)

    def __str__(self) -> str:
        text = ""
        if self.scheme is not None:
            text += self.scheme + ":"
        if self.authority is not None:
            text += "//" + self.authority
        text += self.path
        if self.query is not None:
            text += "?" + self.query
        if self.fragment is not None:
            text += "#" + self.fragment
        return text

    @property
    def host(self) -> Optional[str]:
        if self.authority is None:
            return None
        hostport = self.authority.rpartition("@")[2]
        if hostport.startswith("["):
            return hostport[: hostport.index("]") + 1]
        return hostport.partition(":")[0]

    @property
    def port(self) -> Optional[int]:
        if self.authority is None:
            return None
        hostport = self.authority.rpartition("@")[2]
        _, colon, port = hostport.rpartition("]")[2].partition(":")
        if colon and port:
            return int(port)
        return DEFAULT_PORTS.get((self.scheme or "").lower())

    def with_query(self, **params: object) -> "URL":
        pairs = sorted((k, str(v)) for k, v in params.items() if v is not None)
        return replace(self, query=urlencode(pairs) if pairs else None)

    def with_path(self, *segments: str) -> "URL":
        path = "/" + "/".join(quote(s, safe="") for s in segments)
        return replace(self, path=path)

    def normalized(self) -> "URL":
        """Syntax-based normalization (RFC 3986 6.2.2) plus dropping a default port."""
        scheme = self.scheme.lower() if self.scheme else self.scheme
        authority = self.authority
        if authority is not None:
            userinfo, at, hostport = authority.rpartition("@")
            host, port = hostport, ""
            head, colon, tail = hostport.rpartition(":")
            if colon and tail.isdigit():
                host, port = head, tail
            if port and DEFAULT_PORTS.get(scheme or "") == int(port):
                port = ""
            authority = userinfo + at + host.lower() + (":" + port if port else "")
        path = remove_dot_segments(self.path)
        if authority is not None and not path:
            path = "/"
        fix = lambda text: _PERCENT.sub(lambda m: m.group().upper(), text) if text else text  # noqa: E731
        return URL(scheme, authority, fix(path), fix(self.query), fix(self.fragment))
