"""Palindromic substrings, found by expanding around every centre."""


def _expand(s, lo, hi):
    """The longest palindrome centred between lo and hi (lo == hi for odd lengths)."""
    while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
        lo -= 1
        hi += 1
    return s[lo + 1:hi]


def longest_palindrome(s):
    """The longest palindromic substring (the leftmost one on ties)."""
    best = ""
    for centre in range(len(s)):
        for candidate in (_expand(s, centre, centre), _expand(s, centre, centre + 1)):
            if len(candidate) > len(best):
                best = candidate
    return best


def count_palindromes(s):
    """How many (start, end) substrings of s are palindromes."""
    count = 0
    for centre in range(2 * len(s) - 1):
        lo, hi = centre // 2, (centre + 1) // 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            count += 1
            lo -= 1
            hi += 1
    return count


def is_palindrome(s):
    return s == s[::-1]
