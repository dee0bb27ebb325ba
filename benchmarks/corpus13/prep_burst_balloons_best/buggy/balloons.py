"""Burst balloons: interval dynamic programming with memoised recursion.

Bursting balloon k earns left * nums[k] * right coins, where left and right
are the nearest balloons still standing (1 past either end).  The trick is to
choose which balloon in a window is burst *last*: its neighbours are then the
window's borders, and the two sides become independent sub-problems.
"""

from functools import lru_cache
from itertools import permutations


def _solver(nums):
    """A memoised best(lo, hi) over the padded values, plus the padding."""
    vals = [1, *nums, 1]

    @lru_cache(maxsize=None)
    def best(lo, hi):
        """Most coins from the balloons strictly between borders lo and hi."""
        result = 0
        for k in range(lo + 1, hi):
            gain = vals[lo] * vals[k] * vals[hi]
            result = max(result, result + best(lo, k) + gain + best(k, hi))
        return result

    return vals, best


def max_coins(nums):
    """The most coins obtainable by bursting every balloon."""
    _, best = _solver(nums)
    return best(0, len(nums) + 1)


def burst_order(nums):
    """An optimal order of balloon indices (0-based) to burst."""
    vals, best = _solver(nums)
    order = []

    def emit(lo, hi):
        if hi - lo < 2:
            return
        target = best(lo, hi)
        for k in range(lo + 1, hi):
            if best(lo, k) + vals[lo] * vals[k] * vals[hi] + best(k, hi) == target:
                break
        emit(lo, k)
        emit(k, hi)
        order.append(k - 1)

    emit(0, len(vals) - 1)
    return order


def coins_for_order(nums, order):
    """Simulate bursting nums in the given index order and total the coins."""
    if sorted(order) != list(range(len(nums))):
        raise ValueError("order must burst every balloon exactly once")
    standing = list(range(len(nums)))
    total = 0
    for idx in order:
        pos = standing.index(idx)
        left = nums[standing[pos - 1]] if pos > 0 else 1
        right = nums[standing[pos + 1]] if pos + 1 < len(standing) else 1
        total += left * nums[idx] * right
        standing.pop(pos)
    return total


def brute_force_max(nums):
    """Try every order (only for a handful of balloons)."""
    if len(nums) > 8:
        raise ValueError("too many balloons for brute force")
    return max(coins_for_order(nums, list(p)) for p in permutations(range(len(nums))))
