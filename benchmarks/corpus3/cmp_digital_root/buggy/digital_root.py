"""Digit sums and products: digital roots and additive and multiplicative persistence."""


def digit_sum(n):
    total = 0
    while n:
        n, digit = divmod(n, 10)
        total += digit
    return total


def digit_product(n):
    product = 1
    while True:
        n, digit = divmod(n, 10)
        product *= digit
        if n == 0:
            return product


def digital_root(n):
    """Sum the digits of n again and again until a single digit is left."""
    if n < 0:
        raise ValueError("n must be non-negative")
    while n >= 9:
        n = digit_sum(n)
    return n


def digital_root_by_formula(n):
    """The same value in O(1): 0 for 0, else 1 + (n - 1) % 9."""
    return 0 if n == 0 else 1 + (n - 1) % 9


def additive_persistence(n):
    """How many digit sums it takes n to reach a single digit."""
    count = 0
    while n > 9:
        n = digit_sum(n)
        count += 1
    return count


def multiplicative_persistence(n):
    """How many digit products it takes n to reach a single digit."""
    count = 0
    while n > 9:
        n = digit_product(n)
        count += 1
    return count
