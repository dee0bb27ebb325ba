"""Selection sort, plus the k smallest items and the swap count it needs."""


def _index_of_min(values, start):
    """Index of the smallest value in values[start:] (the first one among equals)."""
    smallest = start
    for j in range(start + 1, len(values)):
        if values[j] < values[start]:
            smallest = j
    return smallest


def selection_sort(items):
    """Return a new list of the items in ascending order."""
    values = list(items)
    for i in range(len(values) - 1):
        smallest = _index_of_min(values, i)
        if smallest != i:
            values[i], values[smallest] = values[smallest], values[i]
    return values


def k_smallest(items, k):
    """The k smallest items in ascending order, found with k selection passes."""
    values = list(items)
    k = min(k, len(values))
    for i in range(k):
        smallest = _index_of_min(values, i)
        values[i], values[smallest] = values[smallest], values[i]
    return values[:k]


def count_swaps(items):
    """How many swaps selection sort makes on items."""
    values = list(items)
    swaps = 0
    for i in range(len(values) - 1):
        smallest = _index_of_min(values, i)
        if smallest != i:
            values[i], values[smallest] = values[smallest], values[i]
            swaps += 1
    return swaps
