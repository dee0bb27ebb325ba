"""String rotations: least rotation, Lyndon words and Duval's factorization, necklace classes."""


def least_rotation(s):
    """Start index of the lexicographically least rotation of s (two-pointer, O(n))."""
    n = len(s)
    doubled = s + s
    i, j, k = 0, 1, 0
    while i < n and j < n and k < n:
        a, b = doubled[i + k], doubled[j + k]
        if a == b:
            k += 1
            continue
        if a > b:
            i += k + 1
        else:
            j += k + 1
        if i == j:
            j += 1
        k = 0
    return min(i, j) if n else 0


def rotate(s, k):
    """Rotate s left by k places: rotate('abcde', 2) == 'cdeab'."""
    if not s:
        return s
    k %= len(s)
    return s[-k:] + s[:-k]


def canonical(s):
    """The least rotation of s, a name shared by all rotations of the same necklace."""
    return rotate(s, least_rotation(s))


def is_rotation(a, b):
    """True if b is a rotation of a."""
    return len(a) == len(b) and b in a + a


def is_lyndon(s):
    """A Lyndon word is non-empty and strictly smaller than all its proper rotations."""
    return bool(s) and all(s < rotate(s, k) for k in range(1, len(s)))


def lyndon_factorization(s):
    """Duval's algorithm: split s into non-increasing Lyndon words."""
    factors = []
    i = 0
    n = len(s)
    while i < n:
        j, k = i + 1, i
        while j < n and s[k] <= s[j]:
            k = i if s[k] < s[j] else k + 1
            j += 1
        period = j - k
        while i <= k:
            factors.append(s[i:i + period])
            i += period
    return factors


def necklace_classes(words):
    """Group words that are rotations of each other, keyed by their canonical rotation."""
    groups = {}
    for word in words:
        groups.setdefault(canonical(word), []).append(word)
    return groups


def rotation_count(s):
    """Number of distinct rotations of s (its smallest period if s is a power)."""
    if not s:
        return 0
    return (s + s).find(s, 1)
