"""Two-pointer array techniques: container with most water and friends."""


def max_area(heights):
    """(area, left, right) of the two lines that hold the most water between them."""
    left, right = 0, len(heights) - 1
    best = (0, 0, 0)
    while left < right:
        area = (right - left) * min(heights[left], heights[right])
        if area > best[0]:
            best = (area, left, right)
        if heights[left] < heights[right]:
            left += 1
        else:
            right -= 1
    return best


def sorted_squares(nums):
    """Squares of a sorted list, in sorted order, filled from the largest end."""
    result = [0] * len(nums)
    left, right = 0, len(nums) - 1
    for k in range(len(nums) - 1, -1, -1):
        if abs(nums[left]) > abs(nums[right]):
            result[k] = nums[left] * nums[left]
            left += 1
        else:
            result[k] = nums[right] * nums[right]
            right -= 1
    return result


def merge_into(first, m, second):
    """Merge sorted second into first, whose first m slots hold data and the rest is spare."""
    if len(first) != m + len(second):
        raise ValueError("first must have exactly len(second) spare slots")
    i, j, k = m - 1, len(second) - 1, len(first) - 1
    while j >= 0:
        if first[i] > second[j]:
            first[k] = first[i]
            i -= 1
        else:
            first[k] = second[j]
            j -= 1
        k -= 1
    return first


def remove_duplicates(nums):
    """Compact a sorted list in place so each value appears once; return the new length."""
    if not nums:
        return 0
    write = 1
    for read in range(1, len(nums)):
        if nums[read] != nums[write - 1]:
            nums[write] = nums[read]
            write += 1
    return write


def closest_pair_sum(nums, target):
    """Pair (a, b) from sorted nums whose sum is closest to target (smallest sum on ties)."""
    if len(nums) < 2:
        raise ValueError("need at least two numbers")
    left, right = 0, len(nums) - 1
    best = (nums[left], nums[right])
    while left < right:
        total = nums[left] + nums[right]
        gap, best_gap = abs(total - target), abs(sum(best) - target)
        if gap < best_gap or gap == best_gap and total < sum(best):
            best = (nums[left], nums[right])
        if total < target:
            left += 1
        elif total > target:
            right -= 1
        else:
            break
    return best
