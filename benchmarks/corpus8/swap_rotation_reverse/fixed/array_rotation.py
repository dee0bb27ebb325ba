"""Rotating a list in place with the three-reversal trick (O(n) time, O(1) extra space)."""


def reverse_range(items, lo, hi):
    """Reverse items[lo..hi], both ends inclusive, in place."""
    while lo < hi:
        items[lo], items[hi] = items[hi], items[lo]
        lo += 1
        hi -= 1


def rotate_left(items, k):
    """Rotate items left by k places in place and return it: [1, 2, 3, 4], 1 -> [2, 3, 4, 1].

    Reversing the first k items, then the rest, then the whole list moves every item
    k places to the left.
    """
    n = len(items)
    if n == 0:
        return items
    k %= n
    reverse_range(items, 0, k - 1)
    reverse_range(items, k, n - 1)
    reverse_range(items, 0, n - 1)
    return items


def rotate_right(items, k):
    """Rotate items right by k places in place and return it."""
    if not items:
        return items
    return rotate_left(items, -k % len(items))


def rotation_offset(original, rotated):
    """The smallest k with rotate_left(original, k) == rotated, or -1 if there is none."""
    if len(original) != len(rotated):
        return -1
    if not original:
        return 0
    for k in range(len(original)):
        if rotate_left(list(original), k) == list(rotated):
            return k
    return -1
