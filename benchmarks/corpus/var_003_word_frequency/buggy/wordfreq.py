"""Word frequency tables for the text analytics page."""

import string
from collections import Counter

STOP_WORDS = {"the", "a", "an", "and", "of", "to", "in"}


def word_counts(text: str) -> Counter[str]:
    """Counts of lower-cased words, punctuation stripped, stop words left out."""
    counts: Counter[str] = Counter()
    for raw in text.split():
        word = raw.strip(string.punctuation).lower()
        if not word or word in STOP_WORDS:
            continue
        counts[raw] += 1
    return counts


def top_words(text: str, n: int = 3) -> list[tuple[str, int]]:
    """The n most frequent words, ties broken alphabetically."""
    counts = word_counts(text)
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:n]


def vocabulary_size(text: str) -> int:
    """Number of distinct words."""
    return len(word_counts(text))
