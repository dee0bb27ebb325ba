"""Primitive roots, multiplicative orders and discrete logarithms modulo a prime."""

from math import gcd, isqrt


def is_prime(n):
    """Deterministic trial-division primality test."""
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    for d in range(3, isqrt(n) + 1, 2):
        if n % d == 0:
            return False
    return True


def prime_factors(n):
    """Distinct prime factors of n (n >= 1) in increasing order."""
    factors = []
    d = 2
    while d * d <= n:
        if n % d == 0:
            factors.append(d)
            while n % d == 0:
                n //= d
        d += 1
    factors.append(n)
    return factors


def multiplicative_order(a, n):
    """Smallest k >= 1 with a**k == 1 (mod n); a must be coprime to n."""
    if n < 2 or gcd(a, n) != 1:
        raise ValueError("a must be coprime to a modulus n >= 2")
    k, value = 1, a % n
    while value != 1:
        value = value * a % n
        k += 1
    return k


def _require_prime(p):
    if not is_prime(p):
        raise ValueError(f"{p} is not prime")


def is_primitive_root(g, p):
    """True if g generates the multiplicative group modulo the prime p."""
    _require_prime(p)
    if g % p == 0:
        return False
    phi = p - 1
    return all(pow(g, phi // q, p) != 1 for q in prime_factors(phi))


def smallest_primitive_root(p):
    """The least primitive root of the prime p."""
    _require_prime(p)
    for g in range(1, p):
        if is_primitive_root(g, p):
            return g
    raise ArithmeticError(f"no primitive root found for {p}")


def all_primitive_roots(p):
    """Every primitive root modulo p, in increasing order."""
    g = smallest_primitive_root(p)
    phi = p - 1
    return sorted(pow(g, k, p) for k in range(1, phi + 1) if gcd(k, phi) == 1)


def discrete_log(g, h, p):
    """Smallest x >= 0 with g**x == h (mod p) by baby-step giant-step, or None."""
    _require_prime(p)
    g, h = g % p, h % p
    if g == 0:
        raise ValueError("g must not be divisible by p")
    m = isqrt(p - 1) + 1
    baby = {}
    value = 1
    for j in range(m):
        baby.setdefault(value, j)
        value = value * g % p
    factor = pow(g, -m, p)
    gamma = h
    for i in range(m):
        if gamma in baby:
            return i * m + baby[gamma]
        gamma = gamma * factor % p
    return None
