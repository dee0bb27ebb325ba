"""Split a list of positive numbers into groups of equal sum."""


def group_target(nums, k):
    """The sum each of k equal groups must reach, or None when totals rule it out."""
    if k <= 0:
        raise ValueError("k must be positive")
    total = sum(nums)
    if total % k or any(x > total // k for x in nums):
        return None
    return total // k


def partition_k(nums, k):
    """Split nums into k lists of equal sum by backtracking; None if there is no way."""
    target = group_target(nums, k)
    if target is None:
        return None
    items = sorted(nums, reverse=True)
    groups = [[] for _ in range(k)]
    sums = [0] * k

    def place(i):
        if i == len(items):
            return True
        x = items[i]
        tried = set()
        for b in range(k):
            if sums[b] + x > target or sums[b] in tried:
                continue
            tried.add(sums[b])
            sums[b] += x
            groups[b].append(x)
            if place(i + 1):
                return True
            groups[b].pop()
            sums[b] -= x
        return False

    return groups if place(0) else None


def can_partition_k(nums, k):
    """True if nums can be split into k groups with the same sum."""
    return partition_k(nums, k) is not None


def reachable_sums(nums):
    """Set of every sum some subset of nums adds up to (the empty subset gives 0)."""
    sums = {0}
    for x in nums:
        sums |= {s + x for s in sums}
    return sums


def can_split_two(nums):
    """True if nums splits into two halves of equal sum."""
    total = sum(nums)
    return total % 2 == 0 and total // 2 in reachable_sums(nums)


def min_split_difference(nums):
    """Smallest possible |sum(A) - sum(B)| over splits of nums into A and B."""
    total = sum(nums)
    return min(abs(total - 2 * s) for s in reachable_sums(nums))
