"""Combinations of positive numbers that add up to a target, found by backtracking."""


def combinations_to_target(candidates, target):
    """Every distinct combination of candidates (each used at most once) summing to target.

    Combinations are returned as ascending lists, in lexicographic order. Candidates
    must be positive; equal candidates do not produce repeated combinations.
    """
    if any(x <= 0 for x in candidates):
        raise ValueError("candidates must be positive")
    nums = sorted(candidates)
    found = []
    path = []

    def extend(start, remaining):
        if remaining == 0:
            found.append(list(path))
            return
        for i in range(start, len(nums)):
            if i > start and nums[i] == nums[i - 1]:
                continue
            if nums[i] > remaining:
                break
            path.append(nums[i])
            extend(i + 1, remaining - nums[i])
            path.pop()

    extend(0, target)
    return found


def count_combinations(candidates, target):
    """How many distinct combinations reach the target."""
    return len(combinations_to_target(candidates, target))


def fewest_parts(candidates, target):
    """A shortest combination reaching the target, or None if there is none."""
    options = combinations_to_target(candidates, target)
    if not options:
        return None
    return min(options, key=len)
