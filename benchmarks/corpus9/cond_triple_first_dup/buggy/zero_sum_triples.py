"""Triples of numbers with a given sum, found with a sort and two pointers."""


def triples_with_sum(nums, target=0):
    """All distinct value triples (a <= b <= c) from nums with a + b + c == target.

    Each position is used at most once; the triples come out in ascending order.
    """
    nums = sorted(nums)
    n = len(nums)
    found = []
    for i in range(n - 2):
        if nums[i] == nums[i - 1]:
            continue
        lo, hi = i + 1, n - 1
        while lo < hi:
            total = nums[i] + nums[lo] + nums[hi]
            if total < target:
                lo += 1
            elif total > target:
                hi -= 1
            else:
                found.append((nums[i], nums[lo], nums[hi]))
                lo += 1
                hi -= 1
                while lo < hi and nums[lo] == nums[lo - 1]:
                    lo += 1
    return found


def closest_triple_sum(nums, target):
    """The sum of three entries closest to target (the smaller sum on a tie)."""
    if len(nums) < 3:
        raise ValueError("need at least three numbers")
    nums = sorted(nums)
    best = nums[0] + nums[1] + nums[2]
    for i in range(len(nums) - 2):
        lo, hi = i + 1, len(nums) - 1
        while lo < hi:
            total = nums[i] + nums[lo] + nums[hi]
            if (abs(total - target), total) < (abs(best - target), best):
                best = total
            if total < target:
                lo += 1
            elif total > target:
                hi -= 1
            else:
                return total
    return best
