"""Longest palindromic subsequence: length, table, witness string and edit counts."""

from functools import lru_cache


def is_palindrome(text):
    return text == text[::-1]


def lps_length(text):
    """Length of the longest palindromic subsequence, by memoised recursion."""

    @lru_cache(maxsize=None)
    def solve(i, j):
        if i > j:
            return 0
        if i == j:
            return 1
        if text[i] == text[j]:
            return solve(i + 1, j - 1) + 2
        return max(solve(i + 1, j), solve(i, j - 1))

    return solve(0, len(text) - 1)


def lps_table(text):
    """table[i][j] = length of the longest palindromic subsequence of text[i:j + 1]."""
    n = len(text)
    table = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        table[i][i] = 1
        for j in range(i + 1, n):
            if text[i] == text[j]:
                table[i][j] = table[i + 1][j - 1] + 2
            else:
                table[i][j] = max(table[i + 1][j], table[i][j - 1])
    return table


def longest_palindromic_subsequence(text):
    """One longest palindromic subsequence, rebuilt by walking the table."""
    if not text:
        return ""
    table = lps_table(text)
    left = []
    middle = ""
    i, j = 0, len(text) - 1
    while i <= j:
        if i == j:
            middle = text[i]
            break
        if text[i] == text[j]:
            left.append(text[i])
            i += 1
            j -= 1
        elif table[i + 1][j] >= table[i][j - 1]:
            i += 1
        else:
            j -= 1
    half = "".join(left)
    return half + middle + half[::-1]


def min_deletions_to_palindrome(text):
    """Fewest characters to delete so that the rest reads the same both ways."""
    return len(text) - lps_length(text)


def make_palindrome_by_deletion(text):
    """The palindrome left after the fewest deletions."""
    return longest_palindromic_subsequence(text)


def is_subsequence(small, big):
    """True if small can be obtained from big by deleting characters."""
    it = iter(big)
    return all(ch in it for ch in small)


def k_palindrome(text, k):
    """True if text becomes a palindrome after deleting at most k characters."""
    if k < 0:
        raise ValueError("k must be non-negative")
    return min_deletions_to_palindrome(text) <= k
