"""Interleavings of two strings (dynamic programming over prefix pairs).

c is an interleaving of a and b when c can be split into the characters of a
and the characters of b, each kept in its own order.  The table entry
reach[i][j] tells whether c[:i + j] is an interleaving of a[:i] and b[:j].
"""


def interleave_table(a, b, c):
    """The boolean reachability table for prefixes of a and b against c."""
    rows, cols = len(a) + 1, len(b) + 1
    reach = [[False] * cols for _ in range(rows)]
    reach[0][0] = True
    for i in range(rows):
        for j in range(cols):
            if i + j == 0 or i + j > len(c):
                continue
            ch = c[i + j - 1]
            from_a = i > 0 and reach[i - 1][j] and a[i - 1] == ch
            from_b = j > 0 and reach[i][j - 1] and b[j - 1] == ch
            reach[i][j] = from_a or from_b
    return reach


def is_interleaving(a, b, c):
    """True if c interleaves a and b."""
    if len(a) + len(b) != len(c):
        return False
    return interleave_table(a, b, c)[len(a)][len(b)]


def interleave_sources(a, b, c):
    """Which string each character of c came from ("A"/"B"), or None.

    Walking back from the end, a character that both strings could supply is
    attributed to a.
    """
    if not is_interleaving(a, b, c):
        return None
    reach = interleave_table(a, b, c)
    i, j = len(a), len(b)
    labels = []
    while i + j > 0:
        ch = c[i + j - 1]
        if i > 0 and reach[i - 1][j] and a[i - 1] == ch:
            labels.append("A")
            i -= 1
        else:
            labels.append("B")
            j -= 1
    return "".join(reversed(labels))


def count_interleavings(a, b, c):
    """How many ways c splits into a and b (different index choices count apart)."""
    if len(a) + len(b) != len(c):
        return 0
    ways = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    ways[0][0] = 1
    for i in range(len(a) + 1):
        for j in range(len(b) + 1):
            if i and a[i - 1] == c[i + j - 1]:
                ways[i][j] += ways[i - 1][j]
            if j and b[j - 1] == c[i + j - 1]:
                ways[i][j] += ways[i][j - 1]
    return ways[len(a)][len(b)]


def weave(a, b, sources):
    """Build the interleaving described by an "A"/"B" label string."""
    if sources.count("A") != len(a) or sources.count("B") != len(b):
        raise ValueError("labels do not match the string lengths")
    its = {"A": iter(a), "B": iter(b)}
    return "".join(next(its[label]) for label in sources)
