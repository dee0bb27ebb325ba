"""Rain water trapped between the bars of an elevation map."""


def trapped_water(heights):
    """Units of water held between the bars, computed with two pointers in O(1) space.

    The side with the lower bar is settled first: the water above it is bounded by the
    highest bar seen so far on that side, since the other side is known to be higher.
    """
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


def water_levels(heights):
    """Water depth above each bar, from the running maxima seen from both ends."""
    n = len(heights)
    if n == 0:
        return []
    from_left = [0] * n
    from_right = [0] * n
    highest = 0
    for i in range(n):
        highest = max(highest, heights[i])
        from_left[i] = highest
    highest = 0
    for i in range(n - 1, -1, -1):
        highest = max(highest, heights[i])
        from_right[i] = highest
    return [min(from_left[i], from_right[i]) - heights[i] for i in range(n)]


def deepest_pool(heights):
    """Index and depth of the deepest column of water, or None when nothing is held."""
    levels = water_levels(heights)
    if not levels or max(levels) == 0:
        return None
    depth = max(levels)
    return levels.index(depth), depth
