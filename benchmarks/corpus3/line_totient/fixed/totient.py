"""Euler's totient function by trial division, and a few things that use it."""


def totient(n):
    """How many integers in 1..n are coprime to n."""
    if n < 1:
        raise ValueError("totient is defined for positive integers")
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result


def is_prime(n):
    """A number above 1 is prime exactly when all smaller positive numbers are coprime to it."""
    return n > 1 and totient(n) == n - 1


def reduced_fractions(limit):
    """How many reduced fractions a/b with 0 < a < b <= limit there are."""
    return sum(totient(b) for b in range(2, limit + 1))


def primitive_root_count(p):
    """How many primitive roots a prime p has: totient(p - 1)."""
    if not is_prime(p):
        raise ValueError(f"{p} is not prime")
    return totient(p - 1)
