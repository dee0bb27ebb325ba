"""k-combinations by recursion: choose the first item, then k - 1 from those after it."""


def choose(n, k):
    """The binomial coefficient n over k by the multiplicative formula."""
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result


def combinations(items, k):
    """Every k-element combination of items as a list, in the order the items come."""
    if k < 0:
        raise ValueError("k must not be negative")
    items = list(items)
    if k == 0:
        return [[]]
    result = []
    for i, first in enumerate(items):
        for rest in combinations(items[i:], k - 1):
            result.append([first] + rest)
    return result


def combinations_with_sum(numbers, k, target):
    """The k-combinations of numbers whose sum is target."""
    return [combo for combo in combinations(numbers, k) if sum(combo) == target]


def team_pairings(players):
    """Every way to pick two players, as 'a-b' strings."""
    return ["-".join(pair) for pair in combinations(players, 2)]


def combination_at(items, k, index):
    """The index-th k-combination of items in the order combinations() lists them."""
    items = list(items)
    if not 0 <= index < choose(len(items), k):
        raise IndexError(index)
    result = []
    start = 0
    while k:
        block = choose(len(items) - start - 1, k - 1)
        if index < block:
            result.append(items[start])
            k -= 1
        else:
            index -= block
        start += 1
    return result
