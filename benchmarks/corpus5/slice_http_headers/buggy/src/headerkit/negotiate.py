"""Accept and Accept-Language negotiation."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional

from .params import parse_params, split_list


def _quality(params: Dict[str, str]) -> float:
    try:
        q = float(params.pop("q", "1"))
    except ValueError:
        return 0.0
    return min(max(q, 0.0), 1.0)


@dataclass(frozen=True)
class MediaRange:
    type: str
    subtype: str
    params: Dict[str, str] = field(default_factory=dict, compare=False)
    q: float = 1.0

    @property
    def specificity(self) -> int:
        if self.type == "*":
            return 0
        if self.subtype == "*":
            return 1
        return 2 + len(self.params)

    def matches(self, media_type: str) -> bool:
        main, _, sub = media_type.lower().partition("/")
        return self.type in ("*", main) and self.subtype in ("*", sub)

    def __str__(self) -> str:
        return f"{self.type}/{self.subtype}" + "".join(f";{k}={v}" for k, v in self.params.items())


def parse_accept(header: str) -> List[MediaRange]:
    """Media ranges, best first (by q, then specificity, then order)."""
    ranges = []
    for element in split_list(header):
        value, params = parse_params(element)
        main, slash, sub = value.lower().partition("/")
        if not slash or not main or not sub:
            continue
        q = _quality(params)
        ranges.append(MediaRange(main, sub, params, q))
    return sorted(ranges, key=lambda r: (-r.q, -r.specificity))


def best_match(offers: Iterable[str], header: Optional[str]) -> Optional[str]:
    """The offered media type the client prefers; None if it accepts none of them."""
    offered = list(offers)
    if not header:
        return offered[0] if offered else None
    ranges = parse_accept(header)
    best, best_key = None, None
    for position, offer in enumerate(offered):
        matching = [r for r in ranges if r.matches(offer)]
        if not matching:
            continue
        top = max(matching, key=lambda r: r.specificity)
        if top.q <= 0:
            continue
        key = (top.q, top.specificity, -position)
        if best_key is None or key > best_key:
            best, best_key = offer, key
    return best


def best_language(available: Iterable[str], header: str, default: Optional[str] = None) -> Optional[str]:
    """Accept-Language lookup: 'en-GB' falls back to 'en', '*' takes the first available."""
    tags = [lang.lower() for lang in available]
    originals = dict(zip(tags, available))
    prefs = []
    for element in split_list(header):
        value, params = parse_params(element)
        prefs.append((_quality(params), value.lower()))
    for q, wanted in sorted(prefs, key=lambda p: -p[0]):
        if q <= 0:
            continue
        if wanted == "*":
            return originals[tags[0]] if tags else default
        while wanted:
            if wanted in originals:
                return originals[wanted]
            wanted = wanted.rpartition("-")[0]
    return default
