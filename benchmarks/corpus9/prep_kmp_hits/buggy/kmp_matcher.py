"""Knuth-Morris-Pratt string matching."""


def failure_table(pattern):
    """fail[i] = length of the longest proper border of pattern[:i + 1]."""
    fail = [0] * len(pattern)
    k = 0
    for i in range(1, len(pattern)):
        while k and pattern[i] != pattern[k]:
            k = fail[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        fail[i] = k
    return fail


def kmp_find(text, pattern, start=0, fail=None):
    """Index of the first occurrence of pattern in text at or after start, or -1."""
    m = len(pattern)
    if m == 0:
        return start if start <= len(text) else -1
    if fail is None:
        fail = failure_table(pattern)
    k = 0
    for i in range(start, len(text)):
        while k and text[i] != pattern[k]:
            k = fail[k - 1]
        if text[i] == pattern[k]:
            k += 1
        if k == m:
            return i - m + 1
    return -1


def find_all(text, pattern, overlapping=True):
    """Start indexes of the occurrences of pattern in text, left to right."""
    fail = failure_table(pattern)
    step = 1 if overlapping or not pattern else len(pattern)
    hits = []
    start = 0
    while True:
        i = kmp_find(text, pattern, start, fail)
        if i < 0:
            return hits
        hits.append(start + i)
        start = i + step


def replace_all(text, old, new):
    """text with every non-overlapping occurrence of old (non-empty) replaced by new."""
    if not old:
        raise ValueError("old must not be empty")
    pieces = []
    last = 0
    for i in find_all(text, old, overlapping=False):
        pieces.append(text[last:i])
        pieces.append(new)
        last = i + len(old)
    pieces.append(text[last:])
    return "".join(pieces)
