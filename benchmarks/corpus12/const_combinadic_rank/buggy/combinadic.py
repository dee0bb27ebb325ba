"""Ranking and unranking k-combinations of range(n).

Lexicographic order: [0, 1, 2] < [0, 1, 3] < ... < [n-3, n-2, n-1].
Colexicographic order uses the combinatorial number system, where the rank of
c_0 < c_1 < ... < c_{k-1} is sum(comb(c_i, i + 1)).
"""

from math import comb


def _validate(combo, n):
    if any(b <= a for a, b in zip(combo, combo[1:])):
        raise ValueError("combination must be strictly increasing")
    if combo and (combo[0] < 0 or combo[-1] >= n):
        raise ValueError("combination element out of range")


def rank(combo, n):
    """Lexicographic rank of a sorted combination of range(n)."""
    _validate(combo, n)
    k = len(combo)
    result = 0
    prev = 0
    for i, c in enumerate(combo):
        for skipped in range(prev + 1, c):
            result += comb(n - 1 - skipped, k - 1 - i)
        prev = c
    return result


def unrank(r, n, k):
    """The combination of rank r among the k-combinations of range(n)."""
    if not 0 <= r < comb(n, k):
        raise ValueError("rank out of range")
    combo = []
    x = 0
    for i in range(k):
        while True:
            count = comb(n - 1 - x, k - 1 - i)
            if r < count:
                break
            r -= count
            x += 1
        combo.append(x)
        x += 1
    return combo


def next_combination(combo, n):
    """The lexicographic successor of combo, or None if it is the last one."""
    _validate(combo, n)
    nxt = list(combo)
    k = len(nxt)
    i = k - 1
    while i >= 0 and nxt[i] == n - k + i:
        i -= 1
    if i < 0:
        return None
    nxt[i] += 1
    for j in range(i + 1, k):
        nxt[j] = nxt[j - 1] + 1
    return nxt


def combinations_lex(n, k):
    """All k-combinations of range(n) in lexicographic order."""
    if k > n or k < 0:
        return []
    out = []
    current = list(range(k))
    while current is not None:
        out.append(current)
        current = next_combination(current, n)
    return out


def colex_rank(combo):
    """Rank in colexicographic order (combinatorial number system)."""
    _validate(combo, float("inf"))
    return sum(comb(c, i + 1) for i, c in enumerate(combo))


def colex_unrank(r, k):
    """Inverse of colex_rank: greedily take the largest c with comb(c, i) <= r."""
    if r < 0:
        raise ValueError("rank must be non-negative")
    combo = []
    for i in range(k, 0, -1):
        c = i - 1
        while comb(c + 1, i) <= r:
            c += 1
        r -= comb(c, i)
        combo.append(c)
    return combo[::-1]
