"""Knuth-Morris-Pratt: the prefix function and linear-time substring search."""


def prefix_function(s):
    """pi[i] = length of the longest proper prefix of s[:i + 1] that is also its suffix."""
    pi = [0] * len(s)
    k = 0
    for i in range(1, len(s)):
        while k > 0 and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    return pi


def kmp_search(text, pattern):
    """Every index where pattern starts in text, overlapping matches included."""
    if not pattern:
        return list(range(len(text) + 1))
    pi = prefix_function(pattern)
    positions = []
    matched = 0
    for i, ch in enumerate(text):
        while matched > 0 and ch != pattern[matched]:
            matched = pi[matched - 1]
        if ch == pattern[matched]:
            matched += 1
        if matched == len(pattern):
            positions.append(i - matched + 1)
            matched = pi[matched - 1]
    return positions


def longest_border(s):
    """The longest proper prefix of s that is also a suffix."""
    return s[: prefix_function(s)[-1]] if s else ""


def shortest_period(s):
    """The length of the shortest string that s is a whole number of copies of."""
    if not s:
        return 0
    period = len(s) - prefix_function(s)[-1]
    return period if len(s) % period == 0 else len(s)
