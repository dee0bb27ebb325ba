"""Palindromic substrings found by expanding around every center."""


def _expand(s, lo, hi):
    """Grow s[lo:hi + 1] outwards while it is a palindrome; return (start, stop) of the widest."""
    while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
        lo -= 1
        hi += 1
    return lo + 1, hi


def _centers(s):
    """The (start, stop) of the widest palindrome around each odd and even center."""
    for center in range(len(s)):
        yield _expand(s, center, center)
        yield _expand(s, center, center + 1)


def longest_palindrome(s):
    """The longest palindromic substring of s (the leftmost one on ties)."""
    best_start, best_len = 0, 0
    for start, stop in _centers(s):
        length = stop - start
        if length > best_len:
            best_start, best_len = start, best_len + length
    return s[best_start:best_start + best_len]


def count_palindromes(s):
    """How many (start, stop) slices of s are palindromes."""
    return sum((stop - start + 1) // 2 for start, stop in _centers(s))


def shortest_palindrome(s):
    """The shortest palindrome made by adding characters in front of s."""
    keep = 0
    for start, stop in _centers(s):
        if start == 0:
            keep = max(keep, stop)
    return s[keep:][::-1] + s
