"""The extended Euclidean algorithm: Bezout coefficients, modular inverses, two-modulus CRT."""


def extended_gcd(a, b):
    """Return (g, x, y) with g = gcd(a, b) >= 0 and a * x + b * y == g."""
    if b == 0:
        return abs(a), (1 if a >= 0 else -1), 0
    g, x, y = extended_gcd(a % b, b)
    return g, y, x - (a // b) * y


def mod_inverse(a, m):
    """The x in [0, m) with a * x % m == 1; ValueError if a and m share a factor."""
    g, x, _ = extended_gcd(a, m)
    if g != 1:
        raise ValueError(f"{a} has no inverse modulo {m}")
    return x % m


def crt(r1, m1, r2, m2):
    """The smallest x >= 0 with x % m1 == r1 % m1 and x % m2 == r2 % m2 (coprime moduli)."""
    g, p, q = extended_gcd(m1, m2)
    if g != 1:
        raise ValueError("the moduli must be coprime")
    return (r1 * q * m2 + r2 * p * m1) % (m1 * m2)
