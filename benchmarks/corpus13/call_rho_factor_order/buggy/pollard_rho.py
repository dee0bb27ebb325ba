"""Integer factorisation with Miller-Rabin and Pollard's rho method."""

import math
from collections import Counter

_WITNESSES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def is_prime(n):
    """Deterministic Miller-Rabin test (exact for n below 3.3 * 10**24)."""
    if n < 2:
        return False
    for p in _WITNESSES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in _WITNESSES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def pollard_rho(n):
    """A non-trivial factor of the composite number n."""
    if n % 2 == 0:
        return 2
    for c in range(1, n):
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
    raise ValueError(f"no factor found for {n}")


def prime_factors(n):
    """Prime factors of n with multiplicity, smallest first."""
    if n < 1:
        raise ValueError("n must be positive")
    if n == 1:
        return []
    if is_prime(n):
        return [n]
    d = pollard_rho(n)
    return prime_factors(d) + prime_factors(n // d)


def factorization(n):
    """Mapping prime -> exponent, in increasing order of the primes."""
    return dict(Counter(prime_factors(n)))


def format_factorization(n):
    """Human-readable factorisation such as '2^3 * 3 * 5'."""
    parts = [f"{p}^{e}" if e > 1 else str(p) for p, e in factorization(n).items()]
    return " * ".join(parts) if parts else "1"


def divisors(n):
    """All positive divisors of n in increasing order."""
    result = [1]
    for p, e in factorization(n).items():
        result = [d * p ** k for d in result for k in range(e + 1)]
    return sorted(result)


def euler_phi(n):
    """Euler's totient: how many of 1..n are coprime to n."""
    phi = n
    for p in factorization(n):
        phi -= phi // p
    return phi


def smallest_prime_factor(n):
    """The smallest prime dividing n (n > 1)."""
    if n < 2:
        raise ValueError("n must be at least 2")
    return prime_factors(n)[0]
