"""Shortest contiguous run of positive numbers whose sum reaches a target (sliding window)."""


def shortest_window(nums, target):
    """Return (start, length) of the shortest run of nums summing to at least target.

    The window grows to the right one number at a time; while its sum reaches the target
    it is recorded and shrunk from the left. Every number must be positive, so shrinking
    can only lower the sum. The leftmost of several shortest runs wins; None if the whole
    list stays below the target.
    """
    if target <= 0:
        raise ValueError("target must be positive")
    if any(x <= 0 for x in nums):
        raise ValueError("numbers must be positive")
    best = None
    total = 0
    left = 0
    for right, x in enumerate(nums):
        total += x
        while total >= target:
            length = right - left
            if best is None or length < best[1]:
                best = (left, length)
            total -= nums[left]
            left += 1
    return best


def min_window_length(nums, target):
    """Length of the shortest run reaching target, or 0 if there is none."""
    found = shortest_window(nums, target)
    return 0 if found is None else found[1]


def window_values(nums, target):
    """The numbers of the shortest run reaching target (empty if there is none)."""
    found = shortest_window(nums, target)
    if found is None:
        return []
    start, length = found
    return nums[start:start + length]
