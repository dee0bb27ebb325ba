"""Boyer-Moore-Horspool search: slide a window and skip by the bad-character shift table."""


def shift_table(pattern):
    """How far the window moves when its last character is c (len(pattern) for others)."""
    m = len(pattern)
    table = {}
    for i in range(m - 1):
        table[pattern[i]] = m - 1 - i
    return table


def _next_match(text, pattern, table, start):
    """The first index >= start where pattern occurs in text, or -1."""
    m = len(pattern)
    i = start
    while i <= len(text) - m:
        j = m - 1
        while j >= 0 and text[i + j] == pattern[j]:
            j -= 1
        if j < 0:
            return i
        i += table.get(text[i + m - 1], m)
    return -1


def find_first(text, pattern):
    """The index of the first occurrence of pattern in text, or -1."""
    if not pattern:
        raise ValueError("empty pattern")
    return _next_match(text, pattern, shift_table(pattern), 0)


def find_all(text, pattern):
    """The start of every occurrence of pattern in text, overlapping ones included."""
    if not pattern:
        raise ValueError("empty pattern")
    table = shift_table(pattern)
    found = []
    i = _next_match(text, pattern, table, 0)
    while i != -1:
        found.append(i)
        i = _next_match(text, pattern, table, i + 1)
    return found


def replace_all(text, pattern, replacement):
    """text with every non-overlapping occurrence of pattern (left to right) replaced."""
    if not pattern:
        raise ValueError("empty pattern")
    table = shift_table(pattern)
    pieces = []
    last = 0
    i = _next_match(text, pattern, table, 0)
    while i != -1:
        pieces.append(text[last:i])
        pieces.append(replacement)
        last = i + len(pattern)
        i = _next_match(text, pattern, table, last)
    pieces.append(text[last:])
    return "".join(pieces)
