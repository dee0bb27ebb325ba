"""Cutting a string into palindromic pieces."""


def is_palindrome(s, lo, hi):
    """True if s[lo:hi + 1] reads the same both ways."""
    while lo < hi:
        if s[lo] != s[hi]:
            return False
        lo += 1
        hi -= 1
    return True


def partitions(s):
    """Every way to cut s into palindromes, shorter first pieces first."""
    result = []
    path = []

    def backtrack(start):
        if start == len(s):
            result.append(list(path))
            return
        for end in range(start + 1, len(s) + 1):
            if is_palindrome(s, start, end - 1):
                path.append(s[start:end])
                backtrack(end)
                path.pop()

    backtrack(0)
    return result


def min_cuts(s):
    """The fewest cuts that leave only palindromic pieces."""
    n = len(s)
    # cuts[i] = fewest cuts for s[:i]; cuts[0] = -1 so that a whole palindrome needs 0
    cuts = [-1] + [i - 1 for i in range(1, n + 1)]
    for end in range(1, n + 1):
        for start in range(end):
            if is_palindrome(s, start, end - 1):
                cuts[end] = min(cuts[end], cuts[start] + 1)
    return max(cuts[n], 0)


def fewest_pieces(s):
    """One partition of s with the fewest pieces (the first one in partitions order)."""
    best = None
    for parts in partitions(s):
        if best is None or len(parts) < len(best):
            best = parts
    return best
