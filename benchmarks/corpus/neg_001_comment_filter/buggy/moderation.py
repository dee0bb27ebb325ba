"""Automatic moderation for blog comments."""

import re

BLOCKED = {"casino", "lottery", "viagra"}
LINK = re.compile(r"https?://")
MAX_LINKS = 2


def is_spam(text: str) -> bool:
    """Blocked words or too many links make a comment spam."""
    words = set(re.findall(r"[a-z]+", text.lower()))
    return bool(words & BLOCKED) or len(LINK.findall(text)) > MAX_LINKS


def visible_comments(comments: list[str]) -> list[str]:
    """Comments to show on the page, in their original order."""
    return [text for text in comments if is_spam(text)]


def spam_ratio(comments: list[str]) -> float:
    """Share of comments that are spam (0.0 for no comments)."""
    if not comments:
        return 0.0
    return sum(is_spam(c) for c in comments) / len(comments)
