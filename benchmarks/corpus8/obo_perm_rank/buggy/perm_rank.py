"""Lexicographic rank and unrank of permutations through the factorial number system."""

from math import factorial


def permutation_rank(perm):
    """0-based position of perm in the sorted list of all orderings of its distinct items."""
    if len(set(perm)) != len(perm):
        raise ValueError("items must be distinct")
    return _rank(list(perm))


def _rank(perm):
    if len(perm) <= 1:
        return 0
    first = perm[0]
    smaller = sum(1 for item in perm[1:] if item < first)
    return smaller * factorial(len(perm)) + _rank(perm[1:])


def permutation_unrank(items, rank):
    """The ordering of the distinct items that sits at 0-based lexicographic position rank."""
    pool = sorted(items)
    if not 0 <= rank < factorial(len(pool)):
        raise ValueError("rank out of range")
    return _unrank(pool, rank)


def _unrank(pool, rank):
    if not pool:
        return []
    block = factorial(len(pool) - 1)  # orderings that share the same first item
    index, rest = divmod(rank, block)
    return [pool[index]] + _unrank(pool[:index] + pool[index + 1:], rest)


def kth_permutation(n, k):
    """The k-th (1-based) permutation of the digits 1..n as a string."""
    digits = [str(d) for d in range(1, n + 1)]
    return "".join(permutation_unrank(digits, k - 1))


def factoradic(number, width):
    """Digits of number in the factorial base, most significant first, padded to width."""
    digits = []
    for base in range(1, width + 1):
        number, digit = divmod(number, base)
        digits.append(digit)
    if number:
        raise ValueError("number does not fit in that many factorial digits")
    return digits[::-1]
