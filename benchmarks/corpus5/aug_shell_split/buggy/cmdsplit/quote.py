"""Quoting words so that split() gives them back."""

from __future__ import annotations

import re
from typing import Iterable

_SAFE = re.compile(r"^[\w@%+=:,./-]+$", re.ASCII)


def quote(word: str) -> str:
    """A shell-escaped version of word (single quotes unless it is safe as is)."""
    if not word:
        return "''"
    if _SAFE.match(word):
        return word
    return "'" + word.replace("'", "'\"'\"'") + "'"


def join(words: Iterable[str]) -> str:
    return " ".join(quote(word) for word in words)
