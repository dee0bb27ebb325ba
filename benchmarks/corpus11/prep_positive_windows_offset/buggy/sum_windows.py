"""Contiguous windows of a list of positive numbers, found with two pointers."""


def prefix_sums(xs):
    """sums[i] is the total of xs[:i]."""
    sums = [0]
    for x in xs:
        sums.append(sums[-1] + x)
    return sums


def window_with_sum(xs, target, start=0):
    """(lo, hi), inclusive, of the first window beginning at or after start whose sum is target."""
    if target <= 0:
        raise ValueError("target must be positive")
    lo = start
    total = 0
    for hi in range(start, len(xs)):
        total += xs[hi]
        while total > target and lo < hi:
            total -= xs[lo]
            lo += 1
        if total == target:
            return lo, hi
    return None


def all_windows_with_sum(xs, target):
    """Every window (lo, hi) whose sum is target, by increasing lo."""
    found = []
    start = 0
    while (hit := window_with_sum(xs, target, start)) is not None:
        found.append(hit)
        start = start + hit[0] + 1
    return found


def count_windows_at_most(xs, budget):
    """Number of non-empty windows whose sum is at most budget."""
    count = total = lo = 0
    for hi, x in enumerate(xs):
        total += x
        while total > budget and lo <= hi:
            total -= xs[lo]
            lo += 1
        count += hi - lo + 1
    return count


def longest_window_at_most(xs, budget):
    """Length of the longest window whose sum is at most budget."""
    best = total = lo = 0
    for hi, x in enumerate(xs):
        total += x
        while total > budget and lo <= hi:
            total -= xs[lo]
            lo += 1
        best = max(best, hi - lo + 1)
    return best


def max_window_sum(xs, k):
    """Largest sum of k consecutive items, or None when xs is shorter than k."""
    if k <= 0 or k > len(xs):
        return None
    total = best = sum(xs[:k])
    for i in range(k, len(xs)):
        total += xs[i] - xs[i - k]
        best = max(best, total)
    return best
