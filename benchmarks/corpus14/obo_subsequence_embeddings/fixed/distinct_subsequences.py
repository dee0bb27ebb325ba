"""Count and list the ways a pattern occurs as a subsequence of a text (string DP)."""

from functools import lru_cache


def is_subsequence(pattern, text):
    """Greedy two-pointer check that pattern can be read out of text in order."""
    j = 0
    for ch in text:
        if j < len(pattern) and ch == pattern[j]:
            j += 1
    return j == len(pattern)


def count_table(text, pattern):
    """Bottom-up DP: dp[i][j] = number of ways pattern[:j] occurs in text[:i]."""
    n, m = len(text), len(pattern)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        dp[i][0] = 1
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            dp[i][j] = dp[i - 1][j]
            if text[i - 1] == pattern[j - 1]:
                dp[i][j] += dp[i - 1][j - 1]
    return dp[n][m]


def count_memo(text, pattern):
    """Top-down version of count_table."""

    @lru_cache(maxsize=None)
    def ways(i, j):
        if j == len(pattern):
            return 1
        if len(text) - i < len(pattern) - j:
            return 0
        total = ways(i + 1, j)
        if text[i] == pattern[j]:
            total += ways(i + 1, j + 1)
        return total

    return ways(0, 0)


def embeddings(text, pattern, limit=None):
    """Index tuples at which pattern occurs in text as a subsequence, in lexicographic order."""
    found = []

    def extend(start, j, chosen):
        if limit is not None and len(found) >= limit:
            return
        if j == len(pattern):
            found.append(tuple(chosen))
            return
        last_start = len(text) - (len(pattern) - j)
        for k in range(start, last_start + 1):
            if text[k] == pattern[j]:
                chosen.append(k)
                extend(k + 1, j + 1, chosen)
                chosen.pop()

    extend(0, 0, [])
    return found


def highlight(text, indices, left="[", right="]"):
    """Wrap the characters at the given indices in markers."""
    marked = set(indices)
    return "".join(left + ch + right if i in marked else ch for i, ch in enumerate(text))


def first_embedding(text, pattern):
    """The lexicographically first embedding, or None."""
    result = embeddings(text, pattern, limit=1)
    return result[0] if result else None
