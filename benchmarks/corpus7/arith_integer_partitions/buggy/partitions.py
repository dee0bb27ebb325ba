"""Integer partitions: the ways to write n as a sum of positive parts, order ignored."""

from functools import lru_cache


@lru_cache(maxsize=None)
def count_with_largest(n, largest):
    """Partitions of n whose parts are all at most largest."""
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return count_with_largest(n - largest, largest) + count_with_largest(n, largest)


def partition_count(n):
    """p(n), the number of partitions of n."""
    if n < 0:
        raise ValueError("n must not be negative")
    return count_with_largest(n, n)


@lru_cache(maxsize=None)
def distinct_count(n, largest):
    """Partitions of n into distinct parts, each at most largest."""
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return distinct_count(n - largest, largest - 1) + distinct_count(n, largest - 1)


def distinct_partition_count(n):
    if n < 0:
        raise ValueError("n must not be negative")
    return distinct_count(n, n)


def partitions(n, largest=None):
    """Every partition of n as a list of parts in non-increasing order, largest first."""
    if largest is None:
        largest = n
    if n == 0:
        yield []
        return
    for part in range(min(n, largest), 0, -1):
        for rest in partitions(n - part, part):
            yield [part] + rest


def count_into_parts(n, k):
    """Partitions of n into exactly k parts (shift: largest part exactly k by conjugation)."""
    if k <= 0 or n < k:
        return 1 if n == k == 0 else 0
    return count_with_largest(n - k, k)
