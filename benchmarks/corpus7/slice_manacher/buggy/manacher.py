"""Manacher's algorithm: the palindrome radius at every centre of a string in linear time."""


def radii(s):
    """Palindrome radii over the string '^#' + '#'.join(s) + '#$' (one per position).

    At a position i of that string, radius r means s holds a palindrome of length r
    centred there, starting at index (i - r) // 2 of s.
    """
    t = "^#" + "#".join(s) + "#$"
    p = [0] * len(t)
    center = right = 0
    for i in range(1, len(t) - 1):
        if i < right:
            p[i] = min(right - i, p[2 * center - i])
        while t[i + p[i] + 1] == t[i - p[i] - 1]:
            p[i] += 1
        if i + p[i] > right:
            center, right = i, i + p[i]
    return p


def longest_palindrome(s):
    """The longest palindromic substring (the leftmost one on ties)."""
    best_len, best_start = 0, 0
    for i, r in enumerate(radii(s)):
        if r > best_len:
            best_len, best_start = r, (i - r) // 2
    return s[best_start:best_len]


def count_palindromes(s):
    """How many non-empty substrings (counted by position) are palindromes."""
    return sum((r + 1) // 2 for r in radii(s))


def longest_palindromic_prefix(s):
    """The length of the longest prefix of s that is a palindrome."""
    best = 0
    for i, r in enumerate(radii(s)):
        if r and (i - r) // 2 == 0:
            best = max(best, r)
    return best


def shortest_palindrome(s):
    """The shortest palindrome made by adding characters in front of s."""
    keep = longest_palindromic_prefix(s)
    return s[keep:][::-1] + s
