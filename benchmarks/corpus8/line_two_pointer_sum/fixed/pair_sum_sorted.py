"""Two-pointer searches for pairs in a list of numbers sorted in ascending order."""


def pair_with_sum(nums, target):
    """Indices (i, j), i < j, of two entries adding up to target, or None."""
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        total = nums[lo] + nums[hi]
        if total == target:
            return lo, hi
        if total < target:
            lo += 1
        else:
            hi -= 1
    return None


def count_pairs_below(nums, limit):
    """How many index pairs i < j have nums[i] + nums[j] < limit."""
    lo, hi = 0, len(nums) - 1
    count = 0
    while lo < hi:
        if nums[lo] + nums[hi] < limit:
            # nums[lo] pairs with every entry from lo + 1 up to hi
            count += hi - lo
            lo += 1
        else:
            hi -= 1
    return count


def distinct_pairs(nums, target):
    """The distinct value pairs (a, b), a <= b, taken from two positions, with a + b == target."""
    pairs = []
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        total = nums[lo] + nums[hi]
        if total < target:
            lo += 1
        elif total > target:
            hi -= 1
        else:
            pairs.append((nums[lo], nums[hi]))
            lo += 1
            while lo < hi and nums[lo] == nums[lo - 1]:
                lo += 1
    return pairs


def closest_pair_sum(nums, target):
    """The sum of two entries closest to target; of two equally close sums the smaller."""
    if len(nums) < 2:
        raise ValueError("need at least two numbers")
    lo, hi = 0, len(nums) - 1
    best = nums[lo] + nums[hi]
    while lo < hi:
        total = nums[lo] + nums[hi]
        if (abs(total - target), total) < (abs(best - target), best):
            best = total
        if total < target:
            lo += 1
        elif total > target:
            hi -= 1
        else:
            return total
    return best
