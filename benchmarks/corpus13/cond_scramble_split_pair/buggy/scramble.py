"""Scrambled strings.

A string is scrambled by cutting it into two non-empty parts, optionally
swapping the two parts, and then scrambling each part the same way.  This
module decides whether one string is a scramble of another (memoised
recursion over substrings), enumerates scrambles of short strings and
produces random scrambles.
"""

import random
from collections import Counter
from functools import lru_cache


def same_letters(a, b):
    """True if a and b use exactly the same multiset of characters."""
    return len(a) == len(b) and Counter(a) == Counter(b)


def is_scramble(a, b):
    """True if b can be produced from a by recursive cut-and-swap."""
    if len(a) != len(b):
        return False

    @lru_cache(maxsize=None)
    def solve(i, j, length):
        # does a[i:i + length] scramble into b[j:j + length]?
        left, right = a[i:i + length], b[j:j + length]
        if left == right:
            return True
        if not same_letters(left, right):
            return False
        for cut in range(1, length):
            # keep the order of the two parts
            if solve(i, j, cut) and solve(i + cut, j + cut, length - cut):
                return True
            # swap the two parts
            if solve(i, j + length - cut, cut):
                return True
        return False

    return solve(0, 0, len(a))


def all_scrambles(text):
    """Every distinct scramble of text (exponential: keep text short)."""

    @lru_cache(maxsize=None)
    def build(part):
        if len(part) <= 1:
            return frozenset([part])
        found = set()
        for cut in range(1, len(part)):
            heads, tails = build(part[:cut]), build(part[cut:])
            for head in heads:
                for tail in tails:
                    found.add(head + tail)
                    found.add(tail + head)
        return frozenset(found)

    return set(build(text))


def scramble(text, rng=None):
    """A random scramble of text."""
    rng = rng or random.Random()
    if len(text) <= 1:
        return text
    cut = rng.randint(1, len(text) - 1)
    head = scramble(text[:cut], rng)
    tail = scramble(text[cut:], rng)
    return tail + head if rng.random() < 0.5 else head + tail


def scramble_partners(word, candidates):
    """The candidates (in their order) that are scrambles of word."""
    return [cand for cand in candidates if is_scramble(word, cand)]


def count_scrambles(text):
    """How many distinct strings are scrambles of text."""
    return len(all_scrambles(text))
