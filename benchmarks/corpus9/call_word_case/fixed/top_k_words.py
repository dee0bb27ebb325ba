"""The most frequent words of a text."""

import heapq
import re
from collections import Counter

TOKEN = re.compile(r"[A-Za-z']+")


def words(text):
    """The words of text in order: letters and apostrophes, case-folded, quotes trimmed."""
    result = []
    for token in TOKEN.findall(text):
        word = token.strip("'").lower()
        if word:
            result.append(word)
    return result


def word_counts(text):
    """A Counter of the words of text."""
    return Counter(words(text))


def top_k(text, k):
    """The k most frequent (word, count) pairs, most frequent first, ties alphabetical."""
    counts = word_counts(text)
    return heapq.nsmallest(k, counts.items(), key=lambda item: (-item[1], item[0]))


def hapaxes(text):
    """The words that occur exactly once, in alphabetical order."""
    return sorted(word for word, n in word_counts(text).items() if n == 1)


def vocabulary_ratio(text):
    """Distinct words divided by all words (0.0 for a text without words)."""
    all_words = words(text)
    return len(set(all_words)) / len(all_words) if all_words else 0.0
