"""Two-sum and three-sum: pairs and triples of numbers that add up to a target."""


def two_sum(nums, target):
    """Indexes (i, j), i < j, of the first pair summing to target (by j), or None."""
    seen = {}
    for j, value in enumerate(nums):
        if target - value in seen:
            return seen[target - value], j
        seen.setdefault(value, j)
    return None


def pair_sums(nums, target):
    """Every distinct pair (a, b), a <= b, of values from nums with a + b == target."""
    nums = sorted(nums)
    pairs = []
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        s = nums[lo] + nums[hi]
        if s < target:
            lo += 1
        elif s > target:
            hi -= 1
        else:
            if not pairs or pairs[-1] != (nums[lo], nums[hi]):
                pairs.append((nums[lo], nums[hi]))
            lo, hi = lo + 1, hi - 1
    return pairs


def three_sum(nums, target=0):
    """Every distinct triple (a, b, c), a <= b <= c, with a + b + c == target, in order."""
    nums = sorted(nums)
    triples = []
    for i in range(len(nums) - 2):
        if i > 0 and nums[i] == nums[i - 1]:
            continue
        lo, hi = i + 1, len(nums) - 1
        while lo < hi:
            s = nums[i] + nums[lo] + nums[hi]
            if s < target:
                lo += 1
            elif s > target:
                hi -= 1
            else:
                triples.append((nums[i], nums[lo], nums[hi]))
                lo, hi = lo + 1, hi - 1
                while lo < hi and nums[lo] == nums[lo - 1]:
                    lo += 1
    return triples


def closest_three_sum(nums, target):
    """The sum of three numbers closest to target (the smaller one on ties)."""
    if len(nums) < 3:
        raise ValueError("need at least three numbers")
    nums = sorted(nums)
    best = nums[0] + nums[1] + nums[2]
    for i in range(len(nums) - 2):
        lo, hi = i + 1, len(nums) - 1
        while lo < hi:
            s = nums[i] + nums[lo] + nums[hi]
            if (abs(s - target), s) < (abs(best - target), best):
                best = s
            if s < target:
                lo += 1
            else:
                hi -= 1
    return best
