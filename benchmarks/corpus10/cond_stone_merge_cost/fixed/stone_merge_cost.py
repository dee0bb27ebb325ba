"""Cheapest way to merge a row of stone piles, two neighbours at a time (interval DP)."""

from itertools import accumulate


def _solve(piles):
    """Return (cost, split): the minimum cost and the best split point of every run."""
    if any(p < 0 for p in piles):
        raise ValueError("pile sizes must be non-negative")
    prefix = [0, *accumulate(piles)]
    memo = {}
    split = {}

    def best(lo, hi):
        """Cheapest way to merge piles[lo:hi] into one pile."""
        if hi - lo <= 1:
            return 0
        if (lo, hi) in memo:
            return memo[(lo, hi)]
        cost, mid = min((best(lo, m) + best(m, hi), m) for m in range(lo + 1, hi))
        memo[(lo, hi)] = cost + prefix[hi] - prefix[lo]
        split[(lo, hi)] = mid
        return memo[(lo, hi)]

    return best(0, len(piles)), split


def merge_cost(piles):
    """Minimum total cost of merging adjacent piles until one is left.

    Merging two neighbouring piles costs their combined size, so the last merge of a run
    always costs the size of the whole run; only the split point is a choice.
    """
    return _solve(piles)[0]


def merge_tree(piles):
    """The optimal merge plan as nested pairs, e.g. ((1, 2), 3); ties split leftmost."""
    if not piles:
        return None
    _, split = _solve(piles)

    def build(lo, hi):
        if hi - lo == 1:
            return piles[lo]
        mid = split[(lo, hi)]
        return (build(lo, mid), build(mid, hi))

    return build(0, len(piles))
