"""Digit sums, digital roots and the number properties built on them."""

from collections.abc import Iterator


def digits(n: int, base: int = 10) -> Iterator[int]:
    """Yield the digits of |n| in the given base, least significant first (0 gives 0)."""
    if base < 2:
        raise ValueError("base must be at least 2")
    remaining = n
    while True:
        remaining, digit = divmod(remaining, base)
        yield digit
        if remaining == 0:
            return


def digit_sum(n: int, base: int = 10) -> int:
    """Sum of the digits of |n|."""
    return sum(digits(n, base))


def digital_root(n: int, base: int = 10) -> int:
    """Repeat the digit sum until a single digit is left."""
    n = digit_sum(n, base)
    while n >= base:
        n = digit_sum(n, base)
    return n


def additive_persistence(n: int, base: int = 10) -> int:
    """How many digit sums it takes to reach a single digit."""
    steps = 0
    n = abs(n)
    while n >= base:
        n = digit_sum(n, base)
        steps += 1
    return steps


def is_harshad(n: int, base: int = 10) -> bool:
    """True if n is a non-zero multiple of its own digit sum (a Niven number)."""
    return n != 0 and n % digit_sum(n, base) == 0


def harshad_numbers(limit: int, base: int = 10) -> list[int]:
    """The positive Harshad numbers below limit."""
    return [n for n in range(1, limit) if is_harshad(n, base)]
