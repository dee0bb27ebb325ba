"""Largest rectangle under a histogram with a monotonic stack, and in a 0/1 matrix."""


def largest_rectangle(heights):
    """Area of the largest axis-aligned rectangle that fits under bars of width 1."""
    best = 0
    stack = []  # (first index the bar's height reaches back to, height); heights increase
    for i, h in enumerate(list(heights) + [0]):
        if h < 0:
            raise ValueError("bar heights cannot be negative")
        start = i
        while stack and stack[-1][1] >= h:
            index, height = stack.pop()
            best = max(best, height * (i - index))
        stack.append((start, h))
    return best


def maximal_rectangle(rows):
    """Area of the largest all-ones rectangle in a matrix given as strings of '0' and '1'."""
    if not rows:
        return 0
    heights = [0] * len(rows[0])
    best = 0
    for row in rows:
        if len(row) != len(heights):
            raise ValueError("rows must have the same length")
        for j, cell in enumerate(row):
            heights[j] = heights[j] + 1 if cell == "1" else 0
        best = max(best, largest_rectangle(heights))
    return best



def skyline_area(heights):
    """Total area under the bars, for comparison with the largest single rectangle."""
    return sum(heights)
