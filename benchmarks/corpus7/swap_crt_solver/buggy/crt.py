"""Modular arithmetic: Bezout coefficients, inverses, linear congruences, Chinese remainders."""


def extended_gcd(a, b):
    """(g, x, y) with a * x + b * y == g == gcd(a, b) >= 0."""
    if b == 0:
        return abs(a), (1 if a >= 0 else -1), 0
    g, x, y = extended_gcd(b, a % b)
    return g, x - (a // b) * y, y


def mod_inverse(a, m):
    """The x in 0..m-1 with a * x = 1 (mod m); ValueError if a and m share a factor."""
    if m <= 0:
        raise ValueError("modulus must be positive")
    g, x, _ = extended_gcd(a % m, m)
    if g != 1:
        raise ValueError(f"{a} has no inverse modulo {m}")
    return x % m


def solve_linear(a, b, m):
    """Every x in 0..m-1 with a * x = b (mod m), in increasing order."""
    if m <= 0:
        raise ValueError("modulus must be positive")
    g, x, _ = extended_gcd(a % m, m)
    if b % g:
        return []
    step = m // g
    first = (x * (b // g)) % step
    return [first + k * step for k in range(g)]


def crt(residues, moduli):
    """(x, lcm) with x = r_i (mod m_i) for every pair, moduli need not be coprime.

    None if the congruences contradict each other.
    """
    if len(residues) != len(moduli):
        raise ValueError("one residue per modulus")
    x, m = 0, 1
    for r, n in zip(residues, moduli):
        if n <= 0:
            raise ValueError("moduli must be positive")
        g, p, _ = extended_gcd(m, n)
        if (r - x) % g:
            return None
        lcm = m // g * n
        x = (x + (r - x) // g * p % (n // g) * m) % lcm
        m = lcm
    return x, m
