"""Set partitions.

Counting (Stirling numbers of the second kind, Bell numbers) and generating
all ways to split a collection into non-empty, unordered blocks, plus the
restricted-growth-string encoding of a partition.
"""

from functools import lru_cache


@lru_cache(maxsize=None)
def stirling2(n, k):
    """Number of ways to partition n labelled items into k non-empty blocks."""
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    if n == k:
        return 1
    if n == 0 or k == 0:
        return 0
    return k * stirling2(n - 1, k) + stirling2(n - 1, k - 1)


def bell(n):
    """Number of partitions of an n-element set."""
    return sum(stirling2(n, k) for k in range(n + 1))


def stirling_row(n):
    """[S(n, 0), S(n, 1), ..., S(n, n)]."""
    return [stirling2(n, k) for k in range(n + 1)]


def partitions(items):
    """Every partition of items as a list of blocks (lists), recursively.

    The first item either forms a block of its own or joins one of the blocks
    of a partition of the remaining items.
    """
    items = list(items)
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    result = []
    for part in partitions(rest):
        result.append([[first]] + part)
        for i in range(len(part)):
            result.append(part[:i] + [[first] + part[i]] + part[i + 1:])
    return result


def k_partitions(items, k):
    """Partitions of items into exactly k blocks."""
    return [p for p in partitions(items) if len(p) == k]


def to_growth_string(partition, items):
    """Restricted growth string: block number of each item in order of first use."""
    block_of = {}
    for index, block in enumerate(partition):
        for item in block:
            block_of[item] = index
    labels = {}
    code = []
    for item in items:
        block = block_of[item]
        if block not in labels:
            labels[block] = len(labels)
        code.append(labels[block])
    return code


def from_growth_string(code, items):
    """Inverse of to_growth_string."""
    if len(code) != len(items):
        raise ValueError("code and items differ in length")
    blocks = []
    for label, item in zip(code, items):
        if label == len(blocks):
            blocks.append([item])
        elif 0 <= label < len(blocks):
            blocks[label].append(item)
        else:
            raise ValueError(f"not a restricted growth string: {code!r}")
    return blocks
