"""Anagrams: grouping words by their letters, and finding anagrams of a word inside a text."""

from collections import Counter


def _letters(text):
    return [ch for ch in text.lower() if ch.isalpha()]


def are_anagrams(first, second):
    """True if both hold the same letters, ignoring case, spaces and punctuation."""
    return Counter(_letters(first)) == Counter(_letters(second))


def group_anagrams(words):
    """Lists of words that are anagrams of each other, in order of first appearance."""
    groups = {}
    for word in words:
        key = "".join(word.lower())
        groups.setdefault(key, []).append(word)
    return list(groups.values())


def largest_group(words):
    """The largest group of anagrams (the earliest one on ties); [] for no words."""
    return max(group_anagrams(words), key=len, default=[])


def anagram_positions(text, word):
    """Start indices of every substring of text that is an anagram of word."""
    size = len(word)
    if size == 0 or size > len(text):
        return []
    target = Counter(word)
    window = Counter(text[:size])
    positions = [0] if window == target else []
    for start in range(1, len(text) - size + 1):
        window[text[start - 1]] -= 1
        window[text[start + size - 1]] += 1
        if window == target:
            positions.append(start)
    return positions
