"""Binomial coefficients from a single dynamic-programming row, and counts built on them."""


def binomial(n, k):
    """n choose k, adding up the row of the previous n in place (O(n * k) additions)."""
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    row = [1] + [1] * k
    for i in range(1, n + 1):
        for j in range(min(i, k), 0, -1):  # right to left, so row[j - 1] is still the old row
            row[j] += row[j - 1]
    return row[k]


def lattice_paths(right, down):
    """Monotone paths through a grid taking `right` steps right and `down` steps down."""
    return binomial(right + down, down)


def central_binomial(n):
    """2n choose n."""
    return binomial(2 * n, n)


def probability_of_heads(flips, heads):
    """Probability of exactly `heads` heads in `flips` fair coin flips."""
    return binomial(flips, heads) / 2**flips
