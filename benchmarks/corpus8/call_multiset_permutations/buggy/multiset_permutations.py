"""Distinct permutations of a sequence that may contain repeated items."""

from collections import Counter
from math import factorial


def unique_permutations(items):
    """Every distinct ordering of items, as tuples, in lexicographic order.

    Backtracking over the sorted items: equal items are only ever taken from
    left to right, so each distinct ordering is built exactly once.
    """
    pool = items
    n = len(pool)
    used = [False] * n
    path = []
    result = []

    def extend():
        if len(path) == n:
            result.append(tuple(path))
            return
        for i in range(n):
            if used[i]:
                continue
            if i > 0 and pool[i] == pool[i - 1] and not used[i - 1]:
                continue
            used[i] = True
            path.append(pool[i])
            extend()
            path.pop()
            used[i] = False

    extend()
    return result


def count_unique_permutations(items):
    """The multinomial coefficient n! / (c1! c2! ...): how many orderings are distinct."""
    total = factorial(len(items))
    for count in Counter(items).values():
        total //= factorial(count)
    return total


def unique_anagrams(word):
    """The distinct rearrangements of the letters of word, as sorted strings."""
    return ["".join(p) for p in unique_permutations(word)]
