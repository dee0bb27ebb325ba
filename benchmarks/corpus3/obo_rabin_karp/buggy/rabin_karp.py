"""Rabin-Karp substring search with a rolling polynomial hash."""

BASE = 256
MOD = 1_000_000_007


def poly_hash(text):
    """The hash of text: its characters as digits of a base-BASE number, modulo MOD."""
    value = 0
    for ch in text:
        value = (value * BASE + ord(ch)) % MOD
    return value


def find_all(text, pattern):
    """Every index where pattern occurs in text (overlapping matches included)."""
    n, m = len(text), len(pattern)
    if m == 0:
        return list(range(n + 1))
    if m > n:
        return []
    target = poly_hash(pattern)
    window = poly_hash(text[:m])
    high = pow(BASE, m - 1, MOD)  # weight of the character that leaves the window
    positions = []
    for i in range(n - m):
        if window == target and text[i:i + m] == pattern:
            positions.append(i)
        if i + m < n:
            window = ((window - ord(text[i]) * high) * BASE + ord(text[i + m])) % MOD
    return positions


def find_first(text, pattern):
    """The first index of pattern in text, or -1."""
    positions = find_all(text, pattern)
    return positions[0] if positions else -1


def count_occurrences(text, pattern):
    return len(find_all(text, pattern))


def find_any(text, patterns):
    """Map each pattern to its first index in text (-1 when absent)."""
    return {pattern: find_first(text, pattern) for pattern in patterns}
