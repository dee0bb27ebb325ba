"""Counting inversions (pairs i < j with a[i] > a[j]) with a merge sort, O(n log n)."""


def sort_and_count(items):
    """(sorted copy of items, number of inversions in items)."""
    if len(items) <= 1:
        return list(items), 0
    mid = len(items) // 2
    left, left_count = sort_and_count(items[:mid])
    right, right_count = sort_and_count(items[mid:])
    merged = []
    count = left_count + right_count
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
            count += len(left) - i
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged, count


def count_inversions(items):
    return sort_and_count(list(items))[1]


def brute_force_inversions(items):
    """The same count by checking every pair (quadratic; for checks)."""
    items = list(items)
    return sum(
        1 for i in range(len(items)) for j in range(i + 1, len(items)) if items[i] > items[j]
    )


def kendall_tau_distance(order_a, order_b):
    """How many pairs of items the two rankings put in opposite order."""
    if sorted(order_a) != sorted(order_b):
        raise ValueError("the rankings must hold the same items")
    position = {item: k for k, item in enumerate(order_b)}
    return count_inversions(position[item] for item in order_a)


def sortedness(items):
    """1.0 for a sorted sequence, 0.0 for a strictly reversed one."""
    n = len(items)
    if n < 2:
        return 1.0
    return 1 - count_inversions(items) / (n * (n - 1) / 2)
