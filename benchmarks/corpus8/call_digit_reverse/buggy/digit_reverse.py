"""Decimal digit reversal and the reverse-and-add (Lychrel) process."""


def reverse_digits(n):
    """The integer whose decimal digits are those of n reversed; the sign is kept.

    Trailing zeros are dropped: reverse_digits(1200) == 21, reverse_digits(-345) == -543.
    """
    sign = -1 if n < 0 else 1
    remaining = n
    result = 0
    while remaining:
        remaining, digit = divmod(remaining, 10)
        result = result * 10 + digit
    return sign * result


def is_palindrome_number(n):
    """True if the decimal digits of n read the same both ways (never for n < 0)."""
    return n >= 0 and reverse_digits(n) == n


def reverse_and_add(n, max_steps=50):
    """Replace n by n + reverse_digits(n) until the result is a palindrome.

    At least one addition is always made.  Returns (steps, palindrome), or None
    when no palindrome appears within max_steps (a Lychrel candidate such as 196).
    """
    if n < 0:
        raise ValueError("n must be non-negative")
    for steps in range(1, max_steps + 1):
        n += reverse_digits(n)
        if is_palindrome_number(n):
            return steps, n
    return None


def is_lychrel_candidate(n, max_steps=50):
    """True if reverse-and-add from n finds no palindrome within max_steps."""
    return reverse_and_add(n, max_steps) is None
