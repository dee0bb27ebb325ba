"""Generating and ranking permutations.

heap_permutations() lists all orderings with Heap's algorithm (each one differs
from the previous by a single swap); the other helpers work with the
lexicographic order through the factorial number system.
"""

from math import factorial


def heap_permutations(items):
    """Every permutation of items, as tuples, in Heap's order."""
    arr = list(items)
    out = []

    def generate(k):
        if k <= 1:
            out.append(tuple(arr))
            return
        generate(k - 1)
        for i in range(k - 1):
            if k % 2 == 0:
                arr[i], arr[k - 1] = arr[k - 1], arr[i]
            else:
                arr[0], arr[k - 1] = arr[k - 1], arr[0]
            generate(k - 1)

    generate(len(arr))
    return out


def lehmer_code(perm):
    """For each position, how many later items are smaller."""
    return [sum(1 for later in perm[i + 1:] if later < value) for i, value in enumerate(perm)]


def permutation_rank(perm):
    """Position of perm in the lexicographic listing of its items (from 0)."""
    n = len(perm)
    return sum(digit * factorial(n - 1 - i) for i, digit in enumerate(lehmer_code(perm)))


def nth_permutation(items, index):
    """The permutation of sorted(items) with the given lexicographic rank."""
    pool = sorted(items)
    if not 0 <= index < factorial(len(pool)):
        raise IndexError("permutation index out of range")
    result = []
    for remaining in range(len(pool), 0, -1):
        digit, index = divmod(index, factorial(remaining - 1))
        result.append(pool.pop(digit))
    return tuple(result)


def permutations_page(items, page, size):
    """One page of the lexicographic listing: ranks page*size up to page*size + size - 1."""
    if page < 0 or size < 1:
        raise ValueError("page must be >= 0 and size >= 1")
    total = factorial(len(items))
    start = page * size
    stop = min(start + size, total)
    return [nth_permutation(items, start + index) for index in range(start, stop)]


def cycles(perm):
    """Cycle decomposition of a permutation of 0..n-1, each cycle starting at its minimum."""
    seen = [False] * len(perm)
    result = []
    for start in range(len(perm)):
        if seen[start]:
            continue
        cycle, j = [], start
        while not seen[j]:
            seen[j] = True
            cycle.append(j)
            j = perm[j]
        result.append(tuple(cycle))
    return result


def parity(perm):
    """0 for an even permutation of 0..n-1, 1 for an odd one."""
    return (len(perm) - len(cycles(perm))) % 2


def inverse(perm):
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return tuple(inv)
