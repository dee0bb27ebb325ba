"""Sliding-window questions about substrings and their distinct characters."""

from collections import Counter


def longest_unique_window(s):
    """(start, length) of the leftmost longest substring with no repeated character."""
    last = {}
    start = best_start = best_len = 0
    for i, ch in enumerate(s):
        if last.get(ch, -1) >= start:
            start = last[ch] + 1
        last[ch] = i
        if i - start + 1 > best_len:
            best_start, best_len = start, i - start + 1
    return best_start, best_len


def longest_unique_substring(s):
    """The leftmost longest substring of s with no repeated character."""
    start, length = longest_unique_window(s)
    return s[start:start + length]


def longest_k_distinct(s, k):
    """The leftmost longest substring of s with at most k distinct characters."""
    counts = Counter()
    start = best_start = best_len = 0
    for i, ch in enumerate(s):
        counts[ch] += 1
        while len(counts) > k:
            left = s[start]
            counts[left] -= 1
            if counts[left] == 0:
                del counts[left]
            start += 1
        if i - start + 1 > best_len:
            best_start, best_len = start, i - start + 1
    return s[best_start:best_start + best_len]
