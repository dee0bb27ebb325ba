"""Trapping rain water: how much water an elevation map holds after rain."""


def trapped_water(heights):
    """Total water held, with two pointers moving in from both ends (O(n), O(1) memory)."""
    left, right = 0, len(heights) - 1
    left_max = right_max = 0
    water = 0
    while left < right:
        if heights[left] < heights[right]:
            left_max = max(left_max, heights[left])
            water += left_max - heights[left]
            left += 1
        else:
            right_max = max(right_max, heights[right])
            water += right_max - heights[right]
            right -= 1
    return water


def water_per_column(heights):
    """Water above each column: the lower of the highest walls on each side, minus its height."""
    n = len(heights)
    best_left, best_right = [0] * n, [0] * n
    running = 0
    for i in range(n):
        running = max(running, heights[i])
        best_left[i] = running
    running = 0
    for i in range(n - 1, -1, -1):
        running = max(running, heights[i])
        best_right[i] = running
    return [min(best_left[i], best_right[i]) - heights[i] for i in range(n)]


def deepest_pool(heights):
    """The most water standing above a single column."""
    return max(water_per_column(heights), default=0)
