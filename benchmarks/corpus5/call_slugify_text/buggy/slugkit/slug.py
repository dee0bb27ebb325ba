"""Slug generation."""

from __future__ import annotations

import re
from typing import Collection, Iterable, Optional

from .normalize import to_ascii
from .translit import SYMBOLS, translate

DEFAULT_SEPARATOR = "-"
_NOT_WORD = re.compile(r"[^\w]+", re.UNICODE)
_NOT_ASCII_WORD = re.compile(r"[^a-zA-Z0-9]+")


def _truncate(words: list, separator: str, max_length: int, word_boundary: bool) -> str:
    slug = separator.join(words)
    if len(slug) <= max_length:
        return slug
    if not word_boundary:
        return slug[:max_length].strip(separator)
    kept: list = []
    for word in words:
        candidate = separator.join(kept + [word])
        if len(candidate) > max_length:
            break
        kept.append(word)
    return separator.join(kept) if kept else words[0][:max_length]


def slugify(
    text: str,
    *,
    separator: str = DEFAULT_SEPARATOR,
    max_length: Optional[int] = None,
    word_boundary: bool = True,
    stopwords: Collection[str] = (),
    lowercase: bool = True,
    allow_unicode: bool = False,
) -> str:
    """'Héllo, Wörld & Friends!' -> 'hello-world-and-friends'."""
    text = translate(text, SYMBOLS)
    if allow_unicode:
        words = _NOT_WORD.sub(" ", text).replace("_", " ").split()
    else:
        words = _NOT_ASCII_WORD.sub(" ", to_ascii(text)).split()
    if lowercase:
        words = [w.lower() for w in words]
    if stopwords:
        banned = {s.lower() for s in stopwords}
        words = [w for w in words if w.lower() not in banned]
    if not words:
        return ""
    if max_length is not None:
        return _truncate(words, separator, max_length, word_boundary)
    return separator.join(words)


def unique_slug(text: str, existing: Iterable[str], **options) -> str:
    """slugify(text), with -2, -3, ... appended until it is not in existing."""
    taken = set(existing)
    base = slugify(text, **options) or "item"
    slug, number = base, 1
    while slug in taken:
        number += 1
        slug = f"{base}{options.get('separator', DEFAULT_SEPARATOR)}{number}"
    return slug
