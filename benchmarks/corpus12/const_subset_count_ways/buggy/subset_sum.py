"""Subset-sum dynamic programming: reachability table, witness, counting, partitions."""


def _validate(values, target):
    if target < 0:
        raise ValueError("target must be non-negative")
    if any(v < 0 for v in values):
        raise ValueError("values must be non-negative integers")


def reachable_table(values, target):
    """table[i][s] is True when some subset of values[:i] sums to exactly s."""
    _validate(values, target)
    n = len(values)
    table = [[False] * (target + 1) for _ in range(n + 1)]
    table[0][0] = True
    for i in range(1, n + 1):
        value = values[i - 1]
        for s in range(target + 1):
            table[i][s] = table[i - 1][s]
            if s >= value and table[i - 1][s - value]:
                table[i][s] = True
    return table


def can_reach(values, target):
    """True if some subset of values sums to target."""
    return reachable_table(values, target)[len(values)][target]


def find_subset(values, target):
    """Indices (ascending) of a subset summing to target, or None if there is none."""
    table = reachable_table(values, target)
    if not table[len(values)][target]:
        return None
    picked = []
    s = target
    for i in range(len(values), 0, -1):
        if not table[i - 1][s]:
            picked.append(i - 1)
            s -= values[i - 1]
    picked.reverse()
    return picked


def count_subsets(values, target):
    """Number of subsets (by index) whose values sum to target."""
    _validate(values, max(target, 0))
    if target < 0:
        return 0
    ways = [0] * (target + 1)
    ways[0] = 0
    for value in values:
        for s in range(target, value - 1, -1):
            ways[s] += ways[s - value]
    return ways[target]


def min_partition_difference(values):
    """Smallest |sum(A) - sum(B)| over all splits of values into two groups."""
    total = sum(values)
    half = total // 2
    table = reachable_table(values, half)
    for s in range(half, -1, -1):
        if table[len(values)][s]:
            return total - 2 * s
    return total


def balanced_partition(values):
    """Split values into two lists whose sums differ as little as possible."""
    total = sum(values)
    diff = min_partition_difference(values)
    chosen = set(find_subset(values, (total - diff) // 2))
    left = [v for i, v in enumerate(values) if i in chosen]
    right = [v for i, v in enumerate(values) if i not in chosen]
    return left, right


def count_equal_splits(values):
    """Number of ordered ways to split values into two groups with equal sums."""
    total = sum(values)
    if total % 2:
        return 0
    return count_subsets(values, total // 2)
