"""Insertion sort: stable, with an optional key, and a count of the moves it makes."""


def _identity(item):
    return item


def insertion_sort(items, key=None):
    """Return a new list of the items in ascending order of key(item).

    Items with equal keys keep their original order (the sort is stable).
    """
    key = key or _identity
    result = list(items)
    for i in range(1, len(result)):
        current = result[i]
        current_key = key(current)
        j = i - 1
        while j >= 0 and key(result[j]) >= current_key:
            result[j + 1] = result[j]
            j -= 1
        result[j + 1] = current
    return result


def sort_records(records, field):
    """Sort a list of dicts by one field, keeping the input order among ties."""
    return insertion_sort(records, key=lambda record: record[field])


def count_shifts(items):
    """How many single moves insertion sort makes on items (the number of inversions)."""
    values = list(items)
    shifts = 0
    for i in range(1, len(values)):
        current = values[i]
        j = i - 1
        while j >= 0 and values[j] > current:
            values[j + 1] = values[j]
            j -= 1
            shifts += 1
        values[j + 1] = current
    return shifts
