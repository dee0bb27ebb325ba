"""Topic names are dotted ('order.created'); patterns may use '*' for one segment
and '#' for any number of trailing segments (AMQP style)."""

from __future__ import annotations


def split(topic: str) -> list[str]:
    parts = topic.split(".")
    if not topic or any(not p for p in parts):
        raise ValueError(f"bad topic {topic!r}")
    return parts


def matches(pattern: str, topic: str) -> bool:
    """True if topic matches pattern."""
    want, have = split(pattern), split(topic)
    for index, part in enumerate(want):
        if part == "#":
            return True
        if index >= len(have):
            return False
        if part != "*" and part != have[index]:
            return False
    return len(want) == len(have)
