"""The Z-function of a string, with pattern search and period finding built on it."""


def z_function(s):
    """z[i] = length of the longest common prefix of s and s[i:] (z[0] = len(s))."""
    n = len(s)
    z = [0] * n
    if n:
        z[0] = n
    left = right = 0  # s[left:right] is the rightmost match of a prefix found so far
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
    return z


def find_occurrences(text, pattern, separator="\0"):
    """Every index where pattern starts in text (the separator must occur in neither)."""
    if not pattern:
        return list(range(len(text) + 1))
    combined = pattern + separator + text
    z = z_function(combined)
    m = len(pattern)
    return [i - m - 1 for i in range(m + 1, len(combined)) if z[i] >= m]


def smallest_period(s):
    """The shortest p such that s is s[:p] repeated a whole number of times."""
    z = z_function(s)
    for p in range(1, len(s)):
        if len(s) % p == 0 and z[p] == len(s) - p:
            return p
    return len(s)
