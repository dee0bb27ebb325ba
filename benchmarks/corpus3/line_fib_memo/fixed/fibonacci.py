"""Fibonacci numbers by memoised recursion, and Zeckendorf representations."""


def fib(n, memo=None):
    """The n-th Fibonacci number (fib(0) = 0, fib(1) = 1), memoising results in memo."""
    if n < 0:
        raise ValueError("n must be non-negative")
    if memo is None:
        memo = {}
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    value = fib(n - 1, memo) + fib(n - 2, memo)
    memo[n] = value
    return value


def fib_sequence(count):
    """The first `count` Fibonacci numbers, sharing one memo."""
    memo = {}
    return [fib(i, memo) for i in range(count)]


def zeckendorf(n):
    """n as a sum of non-consecutive Fibonacci numbers (largest first), chosen greedily."""
    if n < 0:
        raise ValueError("n must be non-negative")
    memo = {}
    index = 2
    while fib(index + 1, memo) <= n:
        index += 1
    parts = []
    while n > 0:
        value = fib(index, memo)
        if value <= n:
            parts.append(value)
            n -= value
        index -= 1
    return parts


def is_fibonacci(value):
    """True if value appears in the Fibonacci sequence."""
    memo = {}
    i = 0
    while fib(i, memo) < value:
        i += 1
    return fib(i, memo) == value
