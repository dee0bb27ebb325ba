"""Derangements: permutations that leave no element in its original place.

Counting uses the recurrence D(n) = (n - 1) * (D(n - 1) + D(n - 2)); listing is a
backtracking search that never puts an item back at its own index.
"""

from fractions import Fraction
from math import comb, factorial


def subfactorial_table(n):
    """[D(0), D(1), ..., D(n)] -- the number of derangements of k items."""
    if n < 0:
        raise ValueError("n must be non-negative")
    table = [1, 0]
    for k in range(2, n + 1):
        table.append((k - 1) * (table[k - 1] + table[k - 2]))
    return table[: n + 1]


def count_derangements(n):
    """D(n), the number of derangements of n distinct items."""
    return subfactorial_table(n)[n]


def rencontres(n, k):
    """Number of permutations of n items with exactly k fixed points."""
    if not 0 <= k <= n:
        return 0
    return comb(n, k) * count_derangements(n - k)


def derangement_probability(n):
    """Chance that a uniformly random permutation of n items is a derangement."""
    return Fraction(count_derangements(n), factorial(n))


def is_derangement(perm):
    """True if perm (a permutation of 0..n-1) has no fixed point."""
    if sorted(perm) != list(range(len(perm))):
        raise ValueError("not a permutation of 0..n-1")
    return all(value != index for index, value in enumerate(perm))


def list_derangements(items):
    """Every derangement of items (by position), in lexicographic order of positions."""
    items = list(items)
    n = len(items)
    used = [False] * n
    current = []
    result = []

    def extend(position):
        if position == n:
            result.append(tuple(current))
            return
        for index in range(n):
            if used[index] or index == position:
                continue
            used[index] = True
            current.append(items[index])
            extend(position + 1)
            current.pop()

    extend(0)
    return result


def secret_santa(names, rng):
    """Pair every name with a different name, drawing uniformly among derangements."""
    names = list(names)
    if len(names) < 2:
        raise ValueError("need at least two people")
    choices = list_derangements(range(len(names)))
    chosen = choices[rng.randrange(len(choices))]
    return {names[i]: names[j] for i, j in enumerate(chosen)}
