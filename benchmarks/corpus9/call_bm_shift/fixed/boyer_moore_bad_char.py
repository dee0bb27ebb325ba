"""Boyer-Moore substring search with the bad-character rule."""


def last_occurrence(pattern):
    """The index of the last occurrence of each character of pattern."""
    return {ch: i for i, ch in enumerate(pattern)}


def search(text, pattern):
    """Start indexes of all (possibly overlapping) occurrences of pattern in text.

    The pattern is compared right to left; on a mismatch it slides so that the
    mismatched text character lines up with its last occurrence in the pattern.
    """
    m, n = len(pattern), len(text)
    if m == 0:
        return list(range(n + 1))
    last = last_occurrence(pattern)
    hits = []
    shift = 0
    while shift <= n - m:
        j = m - 1
        while j >= 0 and pattern[j] == text[shift + j]:
            j -= 1
        if j < 0:
            hits.append(shift)
            # line the character after the match up with its last occurrence
            shift += m - last.get(text[shift + m], -1) if shift + m < n else 1
        else:
            shift += max(1, j - last.get(text[shift + j], -1))
    return hits


def count(text, pattern):
    """How many times pattern occurs in text, overlaps included."""
    return len(search(text, pattern))


def contains(text, pattern):
    """True if pattern occurs in text."""
    return bool(search(text, pattern))
