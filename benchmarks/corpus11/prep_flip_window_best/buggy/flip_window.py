"""Runs of ones in a bit list, and the longest run reachable by flipping k zeros."""


def runs(bits):
    """(start, length) of every maximal run of ones, left to right."""
    found = []
    start = None
    for i, b in enumerate(list(bits) + [0]):
        if b and start is None:
            start = i
        elif not b and start is not None:
            found.append((start, i - start))
            start = None
    return found


def longest_run(bits):
    """Length of the longest run of consecutive ones."""
    return max((length for _, length in runs(bits)), default=0)


def best_flip_window(bits, k):
    """(start, length) of the earliest longest window holding at most k zeros."""
    if k < 0:
        raise ValueError("k must be non-negative")
    best_start = best_len = 0
    left = zeros = 0
    for right, b in enumerate(bits):
        if not b:
            zeros += 1
        while zeros > k:
            if not bits[left]:
                zeros -= 1
            left += 1
        length = right - left + 1
        if length > best_len:
            best_start = left
            best_len = best_len + length
    return best_start, best_len


def longest_with_flips(bits, k):
    """Longest run of ones possible after flipping at most k zeros."""
    return best_flip_window(bits, k)[1]


def flips_to_apply(bits, k):
    """Indices of the zeros to flip to obtain the longest run."""
    start, length = best_flip_window(bits, k)
    return [i for i in range(start, start + length) if not bits[i]]


def min_flips_for_run(bits, length):
    """Fewest flips giving a run of `length` ones, or None if bits is too short."""
    if length <= 0:
        return 0
    if length > len(bits):
        return None
    zeros = sum(1 for b in bits[:length] if not b)
    best = zeros
    for right in range(length, len(bits)):
        zeros += (not bits[right]) - (not bits[right - length])
        best = min(best, zeros)
    return best
