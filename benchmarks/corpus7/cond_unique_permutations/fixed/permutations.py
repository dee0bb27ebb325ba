"""Permutations of a multiset without repeats, by backtracking over the sorted items."""

from collections import Counter
from math import factorial


def unique_permutations(items):
    """Every distinct ordering of items, in lexicographic order."""
    items = sorted(items)
    used = [False] * len(items)
    current, result = [], []

    def extend():
        if len(current) == len(items):
            result.append(list(current))
            return
        for i in range(len(items)):
            if used[i]:
                continue
            if i > 0 and items[i] == items[i - 1] and not used[i - 1]:
                continue
            used[i] = True
            current.append(items[i])
            extend()
            current.pop()
            used[i] = False

    extend()
    return result


def count_unique_permutations(items):
    """The multinomial count n! / (k1! k2! ...) without listing them."""
    total = factorial(len(items))
    for k in Counter(items).values():
        total //= factorial(k)
    return total


def anagrams(word):
    """Every distinct rearrangement of the letters of word."""
    return ["".join(p) for p in unique_permutations(word)]


def nth_permutation(items, n):
    """The n-th (from 0) distinct ordering in lexicographic order, without listing the rest."""
    pool = sorted(items)
    if not 0 <= n < count_unique_permutations(pool):
        raise IndexError(n)
    result = []
    while pool:
        for value in sorted(set(pool)):
            rest = list(pool)
            rest.remove(value)
            block = count_unique_permutations(rest)
            if n < block:
                result.append(value)
                pool = rest
                break
            n -= block
    return result
