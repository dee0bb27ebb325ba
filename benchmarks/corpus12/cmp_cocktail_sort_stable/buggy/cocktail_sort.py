"""Stable exchange sorts: cocktail shaker sort and odd-even transposition sort."""


def _identity(item):
    return item


def _out_of_order(left, right, reverse):
    """True if the pair of keys must be swapped; equal keys never are (stability)."""
    if reverse:
        return left < right
    return left >= right


def cocktail_sort(items, key=None, reverse=False):
    """Return a new sorted list, bubbling forwards then backwards on each round."""
    key = key or _identity
    result = list(items)
    keys = [key(item) for item in result]
    start, end = 0, len(result) - 1
    while start < end:
        swapped = False
        for i in range(start, end):
            if _out_of_order(keys[i], keys[i + 1], reverse):
                keys[i], keys[i + 1] = keys[i + 1], keys[i]
                result[i], result[i + 1] = result[i + 1], result[i]
                swapped = True
        end -= 1
        for i in range(end, start, -1):
            if _out_of_order(keys[i - 1], keys[i], reverse):
                keys[i - 1], keys[i] = keys[i], keys[i - 1]
                result[i - 1], result[i] = result[i], result[i - 1]
                swapped = True
        start += 1
        if not swapped:
            break
    return result


def odd_even_sort(items, key=None, reverse=False):
    """Return a new sorted list after n alternating even/odd transposition phases."""
    key = key or _identity
    result = list(items)
    for phase in range(len(result)):
        for i in range(phase % 2, len(result) - 1, 2):
            if _out_of_order(key(result[i]), key(result[i + 1]), reverse):
                result[i], result[i + 1] = result[i + 1], result[i]
    return result


def is_sorted(items, key=None, reverse=False):
    key = key or _identity
    keys = [key(item) for item in items]
    return not any(_out_of_order(a, b, reverse) for a, b in zip(keys, keys[1:]))


def count_swaps(items):
    """Number of adjacent swaps an exchange sort performs (the inversion count)."""
    return sum(1 for i in range(len(items)) for j in range(i + 1, len(items))
               if items[i] > items[j])


def sort_records(records, field, reverse=False):
    """Sort dict records by one field, keeping the input order among ties."""
    return cocktail_sort(records, key=lambda record: record[field], reverse=reverse)
