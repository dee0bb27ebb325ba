"""AMQP-style topic patterns: ``*`` matches one segment, ``#`` any number (even none)."""

from __future__ import annotations

import functools
from typing import Tuple

SEPARATOR = "."


def compile_topic(pattern: str) -> Tuple[str, ...]:
    parts = tuple(pattern.split(SEPARATOR))
    if any(part == "" for part in parts):
        raise ValueError(f"empty segment in topic pattern {pattern!r}")
    for part in parts:
        if part not in ("*", "#") and ("*" in part or "#" in part):
            raise ValueError(f"wildcards must fill a whole segment: {pattern!r}")
    return parts


def is_pattern(topic: str) -> bool:
    return "*" in topic or "#" in topic


@functools.lru_cache(maxsize=1024)
def _match(pattern: Tuple[str, ...], topic: Tuple[str, ...]) -> bool:
    if not pattern:
        return not topic
    head, rest = pattern[0], pattern[1:]
    if head == "#":
        return any(_match(rest, topic[i:]) for i in range(len(topic) + 1))
    if not topic:
        return False
    if head == "*" or head == topic[0]:
        return _match(rest, topic[1:])
    return False


def topic_matches(pattern: str, topic: str) -> bool:
    """True if the concrete ``topic`` (like ``user.login``) matches ``pattern``."""
    return _match(compile_topic(pattern), tuple(topic.split(SEPARATOR)))
