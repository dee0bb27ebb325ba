"""Sliding-window string and array problems built on two moving indices."""

from collections import Counter


def min_window(s, t):
    """Shortest substring of s containing every character of t (with multiplicity)."""
    if not s or not t:
        return ""
    need = Counter(t)
    required = len(need)
    window = Counter()
    formed = 0
    best_len, best_start = float("inf"), 0
    left = 0
    for right, ch in enumerate(s):
        window[ch] += 1
        if ch in need or window[ch] == need[ch]:
            formed += 1
        while formed == required:
            if right - left + 1 < best_len:
                best_len = right - left + 1
                best_start = left
            out = s[left]
            window[out] -= 1
            if out in need and window[out] < need[out]:
                formed -= 1
            left += 1
    if best_len == float("inf"):
        return ""
    return s[best_start:best_start + best_len]


def longest_k_distinct(s, k):
    """Longest substring of s with at most k distinct characters."""
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = Counter()
    left = 0
    best = (0, 0)
    for right, ch in enumerate(s):
        counts[ch] += 1
        while len(counts) > k:
            counts[s[left]] -= 1
            if counts[s[left]] == 0:
                del counts[s[left]]
            left += 1
        if right + 1 - left > best[1] - best[0]:
            best = (left, right + 1)
    return s[best[0]:best[1]]


def find_anagrams(s, p):
    """Start indices of the substrings of s that are anagrams of p."""
    size = len(p)
    if size == 0 or size > len(s):
        return []
    target = Counter(p)
    window = Counter(s[:size])
    starts = [0] if window == target else []
    for right in range(size, len(s)):
        window[s[right]] += 1
        window[s[right - size]] -= 1
        if window == target:
            starts.append(right - size + 1)
    return starts


def max_sum_window(nums, k):
    """(best sum, start index) over all windows of k consecutive numbers."""
    if not 1 <= k <= len(nums):
        raise ValueError("window size out of range")
    current = sum(nums[:k])
    best, start = current, 0
    for right in range(k, len(nums)):
        current += nums[right] - nums[right - k]
        if current > best:
            best, start = current, right - k + 1
    return best, start
