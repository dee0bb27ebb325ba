"""Counting sort for integers in a small range, and a stable variant keyed by a function."""


def counting_sort(values):
    """Return the integers in ascending order, counting each value between min and max."""
    if not values:
        return []
    low, high = min(values), max(values)
    counts = [0] * (high - low + 1)
    for value in values:
        counts[value - low] += 1
    result = []
    for offset, count in enumerate(counts):
        result.extend([low + offset] * count)
    return result


def counting_sort_by(items, key, max_key):
    """Stable sort of items by key(item), an integer from 0 to max_key."""
    counts = [0] * (max_key + 1)
    for item in items:
        counts[key(item)] += 1
    total = 0
    for k, count in enumerate(counts):  # counts[k] becomes the first slot of key k
        counts[k] = total
        total += count
    result = [None] * len(items)
    for item in items:
        result[counts[key(item)]] = item
        counts[key(item)] += 1
    return result


def histogram(values):
    """Pairs (value, count) for each distinct value, in ascending order."""
    ordered = counting_sort(values)
    pairs = []
    for value in ordered:
        if pairs and pairs[-1][0] == value:
            pairs[-1] = (value, pairs[-1][1] + 1)
        else:
            pairs.append((value, 1))
    return pairs
