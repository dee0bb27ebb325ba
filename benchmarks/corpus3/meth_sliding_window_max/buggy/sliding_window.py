"""Sliding window maximum and minimum in O(n) with a monotonic deque of indices."""

from collections import deque


def window_maxima(nums, k):
    """The maximum of every window of k consecutive numbers, left to right."""
    if k < 1:
        raise ValueError("the window size must be at least 1")
    result = []
    candidates = deque()  # indices whose values decrease from front to back
    for i, value in enumerate(nums):
        if candidates and candidates[0] <= i - k:
            candidates.pop()
        while candidates and nums[candidates[-1]] <= value:
            candidates.pop()
        candidates.append(i)
        if i >= k - 1:
            result.append(nums[candidates[0]])
    return result


def window_minima(nums, k):
    """The minimum of every window, as the negated maxima of the negated numbers."""
    return [-value for value in window_maxima([-x for x in nums], k)]


def window_spreads(nums, k):
    """max - min of every window."""
    return [hi - lo for hi, lo in zip(window_maxima(nums, k), window_minima(nums, k))]
