"""Happy numbers: repeatedly replacing n by the sum of the squares of its digits reaches 1.

Unhappy numbers fall into a cycle instead; Floyd's tortoise and hare tells the two apart
in constant memory.
"""


def digit_square_sum(n, base=10):
    """The sum of the squares of the digits of n written in base."""
    total = 0
    while n:
        n, digit = divmod(n, base)
        total += digit * digit
    return total


def is_happy(n, base=10):
    if n < 1:
        raise ValueError("happy numbers are positive")
    slow, fast = n, digit_square_sum(n, base)
    while fast != 1 and slow != fast:
        slow = digit_square_sum(slow, base)
        fast = digit_square_sum(fast, base)
    return fast == 1


def happy_numbers(limit, base=10):
    """The happy numbers from 1 to limit."""
    return [n for n in range(1, limit + 1) if is_happy(n, base)]


def steps_to_one(n, base=10):
    """How many replacements take a happy n to 1 (None for an unhappy n)."""
    if not is_happy(n, base):
        return None
    steps = 0
    while n != 1:
        n = digit_square_sum(n, base)
        steps += 1
    return steps


def happy_primes(limit):
    """Numbers up to limit that are both happy and prime."""
    def prime(k):
        return k > 1 and all(k % d for d in range(2, int(k ** 0.5) + 1))

    return [n for n in happy_numbers(limit) if prime(n)]
