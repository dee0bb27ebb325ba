"""The Boyer-Moore majority vote and its Misra-Gries generalisation, in one pass each."""


def majority_candidate(items):
    """The only item that can hold a strict majority (any item if none does)."""
    candidate, count = None, 1
    for item in items:
        if count == 0:
            candidate = item
        count += 1 if item == candidate else -1
    return candidate


def majority(items):
    """The item occurring in more than half of items, or None."""
    items = list(items)
    candidate = majority_candidate(items)
    if items and items.count(candidate) * 2 > len(items):
        return candidate
    return None


def frequent_items(items, k):
    """The items occurring more than len(items) / k times, in sorted order (k >= 2)."""
    if k < 2:
        raise ValueError("k must be at least 2")
    items = list(items)
    counters = {}
    for item in items:
        if item in counters:
            counters[item] += 1
        elif len(counters) < k - 1:
            counters[item] = 1
        else:
            for key in list(counters):
                counters[key] -= 1
                if counters[key] == 0:
                    del counters[key]
    return sorted(key for key in counters if items.count(key) * k > len(items))


def election_winner(ballots):
    """The name with an absolute majority of ballots, or 'no majority'."""
    winner = majority(name.strip().lower() for name in ballots)
    return winner if winner is not None else "no majority"
