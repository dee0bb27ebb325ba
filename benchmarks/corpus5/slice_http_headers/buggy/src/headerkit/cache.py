"""Cache-Control directives."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Optional

from .params import split_list, unquote

BOOLEAN_DIRECTIVES = frozenset(
    {"no-cache", "no-store", "no-transform", "must-revalidate", "proxy-revalidate", "public", "private", "immutable"}
)


@dataclass
class CacheControl:
    directives: Dict[str, Optional[str]] = field(default_factory=dict)

    def __contains__(self, name: str) -> bool:
        return name.lower() in self.directives

    def seconds(self, name: str) -> Optional[int]:
        value = self.directives.get(name.lower())
        if value is None or not value.isdigit():
            return None
        return int(value)

    @property
    def max_age(self) -> Optional[int]:
        return self.seconds("max-age")

    def freshness_lifetime(self, shared: bool = False) -> Optional[int]:
        """s-maxage wins for shared caches; no-store/no-cache mean zero."""
        if "no-store" in self or "no-cache" in self:
            return 0
        if shared:
            if "private" in self:
                return 0
            if self.seconds("s-maxage") is not None:
                return self.seconds("s-maxage")
        return self.max_age

    def __str__(self) -> str:
        parts = []
        for name, value in self.directives.items():
            if value is None:
                parts.append(name)
            elif value.isdigit() or value.isalnum():
                parts.append(f"{name}={value}")
            else:
                parts.append(f'{name}="{value}"')
        return ", ".join(parts)


def parse_cache_control(header: str) -> CacheControl:
    directives: Dict[str, Optional[str]] = {}
    for item in split_list(header):
        name, eq, value = item.partition("=")
        name = name.strip().lower()
        if name in directives:
            continue  # the first occurrence wins
        directives[name] = unquote(value) if eq and name not in BOOLEAN_DIRECTIVES else None
    return CacheControl(directives)
