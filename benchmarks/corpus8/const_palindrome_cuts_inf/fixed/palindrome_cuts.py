"""Fewest cuts that split a string into palindromes, by memoised recursion."""

import math
from functools import cache


def is_palindrome(text):
    return text == text[::-1]


def _cuts_solver(text):
    """A function giving the fewest cuts needed for the suffix text[start:]."""

    @cache
    def cuts(start):
        if is_palindrome(text[start:]):
            return 0
        best = math.inf
        for end in range(start + 1, len(text)):
            if is_palindrome(text[start:end]):
                best = min(best, 1 + cuts(end))
        return best

    return cuts


def min_cuts(text):
    """Fewest cuts so that every piece of text is a palindrome ("aab" -> 1: "aa" | "b")."""
    return _cuts_solver(text)(0)


def partition(text):
    """A partition of text into the fewest palindromes, taking the longest first piece."""
    cuts = _cuts_solver(text)
    pieces, start = [], 0
    while start < len(text):
        end = next(
            end
            for end in range(len(text), start, -1)
            if is_palindrome(text[start:end])
            and (end == len(text) or 1 + cuts(end) == cuts(start))
        )
        pieces.append(text[start:end])
        start = end
    return pieces
