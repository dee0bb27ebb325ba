"""Sentence boundaries: a terminator, optional closing quotes, whitespace, a capital."""

from __future__ import annotations

import re

from .abbrev import is_abbreviation, never_ends_sentence

BOUNDARY = re.compile(r"""([.!?]+)(["')\]]*)(\s+)(?=["'(\[]?[A-Z0-9])""")
LAST_WORD = re.compile(r"(\S+)$")


def _ends_sentence(text: str, match: re.Match[str]) -> bool:
    if match.group(1) != ".":
        return True
    word = LAST_WORD.search(text, 0, match.start())
    if word is None:
        return True
    token = word.group(1).lstrip("\"'([")
    if never_ends_sentence(token):
        return False
    if is_abbreviation(token):
        following = text[match.end() : match.end() + 1]
        return following.isdigit() is False and token.lower() in ("etc",)
    return True


def split_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence, without surrounding whitespace."""
    spans = []
    start = len(text) - len(text.lstrip())
    pos = start
    while True:
        match = BOUNDARY.search(text, pos)
        if match is None:
            break
        if _ends_sentence(text, match):
            end = match.end() - len(match.group(3))
            spans.append((start, end))
            start = match.end()
        pos = match.end()
    end = len(text.rstrip())
    if start < end:
        spans.append((start, end))
    return spans


def split_sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in split_spans(text)]
