"""Contiguous subarrays with a given sum, found with running prefix sums."""


def count_with_sum(nums, k):
    """Number of contiguous, non-empty subarrays of nums whose sum is k.

    A subarray nums[i:j] sums to k exactly when prefix(j) - prefix(i) == k, so for
    each prefix we count how many earlier prefixes equal prefix - k.
    """
    seen = {0: 1}
    prefix = 0
    count = 0
    for x in nums:
        prefix += x
        count += seen.get(prefix - k, 0)
    return count


def longest_with_sum(nums, k):
    """(start, end) half-open bounds of the first longest subarray summing to k, or None."""
    first = {0: 0}
    prefix = 0
    best = None
    for j, x in enumerate(nums, 1):
        prefix += x
        i = first.get(prefix - k)
        if i is not None and (best is None or j - i > best[1] - best[0]):
            best = (i, j)
        first.setdefault(prefix, j)
    return best


def balanced_runs(bits):
    """Number of contiguous runs with as many 1s as 0s."""
    return count_with_sum([1 if b else -1 for b in bits], 0)
