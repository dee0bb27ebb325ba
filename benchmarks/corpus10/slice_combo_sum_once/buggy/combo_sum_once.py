"""Combinations of candidate numbers adding up to a target, each number used at most once."""


def combinations(candidates, target):
    """All distinct combinations of candidates that sum to target, as ascending tuples.

    Each element of candidates may be used at most once, and repeated values produce no
    repeated combinations. The search runs over the sorted candidates: after choosing
    pool[i] it continues with the numbers to its right only, skips a value equal to its
    left neighbour at the same depth, and stops as soon as a value exceeds what is left.
    """
    if any(c <= 0 for c in candidates):
        raise ValueError("candidates must be positive")
    found = []

    def extend(pool, remaining, chosen):
        if remaining == 0:
            found.append(tuple(chosen))
            return
        for i, value in enumerate(pool):
            if value > remaining:
                break
            if i > 0 and value == pool[i - 1]:
                continue
            chosen.append(value)
            extend(pool[i:], remaining - value, chosen)
            chosen.pop()

    extend(sorted(candidates), target, [])
    return found


def count_combinations(candidates, target):
    """How many distinct combinations of candidates sum to target."""
    return len(combinations(candidates, target))


def smallest_combination(candidates, target):
    """A combination with the fewest numbers (the first such in sorted order), or None."""
    found = combinations(candidates, target)
    return min(found, key=len) if found else None
