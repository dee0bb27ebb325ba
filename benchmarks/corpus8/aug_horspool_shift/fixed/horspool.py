"""Boyer-Moore-Horspool substring search.

The window is compared right to left; on a mismatch it slides by the distance from the
last occurrence (ignoring the final position) of the window's last character to the end
of the pattern, or by the whole pattern length when that character does not occur.
"""


def shift_table(pattern):
    """{character: slide distance} for every character of pattern except the last one."""
    last = len(pattern) - 1
    return {char: last - index for index, char in enumerate(pattern[:-1])}


def find(text, pattern, start=0):
    """Index of the first occurrence of pattern in text at or after start, or -1."""
    m, n = len(pattern), len(text)
    if m == 0:
        return start if start <= n else -1
    shifts = shift_table(pattern)
    i = max(start, 0)
    while i <= n - m:
        j = m - 1
        while j >= 0 and text[i + j] == pattern[j]:
            j -= 1
        if j < 0:
            return i
        i += shifts.get(text[i + m - 1], m)
    return -1


def count(text, pattern):
    """Number of (possibly overlapping) occurrences of a non-empty pattern in text."""
    if not pattern:
        raise ValueError("empty pattern")
    total = 0
    position = find(text, pattern)
    while position != -1:
        total += 1
        position = find(text, pattern, position + 1)
    return total


def contains(text, pattern):
    return find(text, pattern) != -1
