"""Combination sum: the ways to pick elements of a list that add up to a target."""


def combination_sums(candidates, target):
    """Every combination of elements of candidates whose sum is target.

    Each element is used at most once (an input value that occurs twice may be
    used twice).  Combinations are sorted tuples, listed in lexicographic order
    and without repeats.  Candidates must be positive integers.
    """
    pool = sorted(candidates)
    if pool and pool[0] <= 0:
        raise ValueError("candidates must be positive")
    result = []
    chosen = []

    def search(start, remaining):
        if remaining == 0:
            result.append(tuple(chosen))
            return
        for i in range(start, len(pool)):
            if pool[i] > remaining:
                break  # the pool is sorted: every later value is too large as well
            if i > start and pool[i] == pool[i - 1]:
                continue  # this value was already tried at this position
            chosen.append(pool[i])
            search(i + 1, remaining - pool[i])
            chosen.pop()

    search(0, target)
    return result


def count_combination_sums(candidates, target):
    """How many distinct combinations of candidates add up to target."""
    return len(combination_sums(candidates, target))


def fewest_parts(candidates, target):
    """A combination with the fewest elements summing to target, or None if there is none."""
    return min(combination_sums(candidates, target), key=len, default=None)
