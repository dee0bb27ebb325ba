"""Pancake sorting: sorting a stack using only prefix reversals ("flips")."""


def flip(stack, k):
    """Reverse the first k elements of stack in place (the top k pancakes)."""
    if not 0 <= k <= len(stack):
        raise ValueError(f"cannot flip {k} of {len(stack)} pancakes")
    stack[:k] = stack[:k][::-1]


def _flip_and_record(stack, flips, k):
    flip(stack, k)
    flips.append(k)


def pancake_sort(values):
    """Sort values with prefix flips; return (sorted list, flip sizes used).

    For size = n, n - 1, ..., 2 the largest of the first size elements is
    flipped to the top and then flipped down into position size - 1, so at
    most 2n - 3 flips are made.
    """
    stack = list(values)
    flips = []
    for size in range(len(stack), 1, -1):
        biggest = max(range(size), key=stack.__getitem__)
        if biggest == size - 1:
            continue  # already in place
        if biggest != 0:
            _flip_and_record(stack, flips, biggest)
        _flip_and_record(stack, flips, size)
    return stack, flips


def apply_flips(values, flips):
    """Replay a sequence of flip sizes on a copy of values."""
    stack = list(values)
    for k in flips:
        flip(stack, k)
    return stack
