"""Counting helpers for text readability scores."""

import re

WORD = re.compile(r"[A-Za-z']+")
SENTENCE_END = re.compile(r"[.!?]+")


def words(text: str) -> list[str]:
    return WORD.findall(text)


def sentence_count(text: str) -> int:
    """Sentences, counting a trailing fragment as one."""
    parts = [p for p in SENTENCE_END.split(text) if p.strip()]
    return max(len(parts), 1)


def mean_word_length(tokens: list[str]) -> float:
    """Average letters per word (0.0 for no words)."""
    if not tokens:
        return 0.0
    return sum(len(t) for t in tokens) / len(tokens)
