"""Fibonacci numbers by fast doubling, and a few identities built on them.

F(2k) = F(k) * (2 F(k+1) - F(k)) and F(2k+1) = F(k)^2 + F(k+1)^2.
"""

from math import isqrt


def fib_pair(n: int, mod: int = 0) -> tuple[int, int]:
    """(F(n), F(n + 1)) for n >= 0, reduced modulo mod when mod is positive."""
    if n == 0:
        return (0, 1 % mod) if mod else (0, 1)
    a, b = fib_pair(n // 2, mod)
    c = a * (2 * b)
    d = a * a + b * b
    if n % 2:
        c, d = d, c + d
    return (c % mod, d % mod) if mod else (c, d)


def fibonacci(n: int) -> int:
    """F(n) for any integer n, with F(-n) = (-1)^(n+1) F(n)."""
    if n < 0:
        value = fib_pair(-n)[0]
        return value if n % 2 else -value
    return fib_pair(n)[0]


def fib_mod(n: int, mod: int) -> int:
    """F(n) mod `mod` without building the huge number."""
    if mod < 1 or n < 0:
        raise ValueError("need n >= 0 and mod >= 1")
    return fib_pair(n, mod)[0]


def lucas(n: int) -> int:
    """The Lucas number L(n) = F(n - 1) + F(n + 1) = 2 F(n + 1) - F(n), n >= 0."""
    f, g = fib_pair(n)
    return 2 * g - f


def pisano_period(mod: int) -> int:
    """Period of the Fibonacci sequence modulo mod (mod >= 2), found by stepping."""
    a, b, steps = 0, 1, 0
    while True:
        a, b = b, (a + b) % mod
        steps += 1
        if (a, b) == (0, 1):
            return steps


def is_fibonacci(x: int) -> bool:
    """x >= 0 is a Fibonacci number iff 5x^2 + 4 or 5x^2 - 4 is a perfect square."""
    if x < 0:
        return False
    return any(t >= 0 and isqrt(t) ** 2 == t for t in (5 * x * x + 4, 5 * x * x - 4))
