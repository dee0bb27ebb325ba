"""Deterministic Miller-Rabin primality test for integers below 3.3 * 10**24."""

SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def power_mod(base: int, exp: int, mod: int) -> int:
    """base ** exp % mod by square-and-multiply."""
    if mod == 1:
        return 0
    result = 1
    base %= mod
    while exp > 0:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result


def decompose(n: int) -> tuple[int, int]:
    """Write the even number n as d * 2**s with d odd; return (d, s)."""
    d, s = n, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    return d, s


def is_witness(a: int, n: int) -> bool:
    """True if a proves that the odd number n is composite."""
    d, s = decompose(n - 1)
    x = power_mod(a, d, n)
    if x == 1 or x == n - 1:
        return False
    for _ in range(s - 1):
        x = x * x % n
        if x == n - 1:
            return False
    return True


def is_prime(n: int) -> bool:
    """Exact primality for n < 3.3 * 10**24 (the first twelve primes as bases)."""
    if n < 2:
        return False
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    if n < SMALL_PRIMES[-1] ** 2:
        return True
    return not any(is_witness(a, n) for a in SMALL_PRIMES)


def next_prime(n: int) -> int:
    """The smallest prime strictly greater than n."""
    candidate = max(n + 1, 2)
    while not is_prime(candidate):
        candidate += 1
    return candidate
