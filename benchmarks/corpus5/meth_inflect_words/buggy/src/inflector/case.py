"""Identifier case conversions."""

from __future__ import annotations

import re

_ACRONYM_BOUNDARY = re.compile(r"([A-Z]+)([A-Z][a-z])")
_WORD_BOUNDARY = re.compile(r"([a-z\d])([A-Z])")
_SMALL_WORDS = frozenset({"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"})


def underscore(name: str) -> str:
    """'HTTPServerError' -> 'http_server_error', 'some-name' -> 'some_name'."""
    text = _ACRONYM_BOUNDARY.sub(r"\1_\2", name)
    text = _WORD_BOUNDARY.sub(r"\1_\2", text)
    return text.replace("-", "_").lower()


def camelize(name: str, upper_first: bool = True) -> str:
    """'http_server_error' -> 'HttpServerError' (or 'httpServerError')."""
    parts = [p for p in re.split(r"[_\-\s]+", name) if p]
    if not parts:
        return ""
    words = [p[:1].upper() + p[1:] for p in parts]
    if not upper_first:
        words[0] = parts[0][:1].lower() + parts[0][1:]
    return "".join(words)


def dasherize(name: str) -> str:
    return underscore(name).replace("_", "-")


def humanize(name: str) -> str:
    """'employee_salary_id' -> 'Employee salary' (a trailing _id is dropped)."""
    text = underscore(name)
    if text.endswith("_id") and text != "_id":
        text = text[:-3]
    text = text.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def titleize(text: str) -> str:
    """Title case that keeps small words lower case except at the ends."""
    words = humanize(text).split()
    out = []
    for index, word in enumerate(words):
        lower = word.lower()
        if 0 < index < len(words) - 1 and lower in _SMALL_WORDS:
            out.append(lower)
        else:
            out.append(lower[:1].upper() + lower[1:])
    return " ".join(out)
