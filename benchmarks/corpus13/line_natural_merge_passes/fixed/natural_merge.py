"""Natural merge sort.

Instead of splitting the input blindly, the sort finds the runs that are
already in order (strictly descending runs are reversed in place, which keeps
the sort stable) and then merges neighbouring runs pass by pass until one run
is left.  Already-sorted input costs a single scan.
"""


def _identity(x):
    return x


def find_runs(items, key=None):
    """Split items (a list, changed in place) into ascending runs.

    Returns (start, stop) pairs covering the list.  A strictly descending
    stretch is reversed so that it becomes an ascending run.
    """
    key = key or _identity
    runs = []
    i, n = 0, len(items)
    while i < n:
        j = i + 1
        if j < n and key(items[j]) < key(items[i]):
            while j < n and key(items[j]) < key(items[j - 1]):
                j += 1
            items[i:j] = items[i:j][::-1]
        else:
            while j < n and key(items[j]) >= key(items[j - 1]):
                j += 1
        runs.append((i, j))
        i = j
    return runs


def merge(left, right, key=None):
    """Stable merge of two sorted lists."""
    key = key or _identity
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if key(right[j]) < key(left[i]):
            out.append(right[j])
            j += 1
        else:
            out.append(left[i])
            i += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def natural_merge_sort(items, key=None):
    """A new sorted list of items (stable)."""
    data = list(items)
    runs = [data[start:stop] for start, stop in find_runs(data, key)]
    while len(runs) > 1:
        merged = []
        for k in range(0, len(runs) - 1, 2):
            merged.append(merge(runs[k], runs[k + 1], key))
        if len(runs) % 2:
            merged.append(runs[-1])
        runs = merged
    return runs[0] if runs else []


def count_runs(items, key=None):
    """How many natural runs the sort would start from."""
    return len(find_runs(list(items), key))


def merge_passes(items, key=None):
    """How many merge passes the sort needs for items."""
    runs, passes = count_runs(items, key), 0
    while runs > 1:
        runs = (runs + 1) // 2
        passes += 1
    return passes


def is_sorted(items, key=None):
    """True if items are in non-decreasing order."""
    key = key or _identity
    return all(key(a) <= key(b) for a, b in zip(items, items[1:]))
