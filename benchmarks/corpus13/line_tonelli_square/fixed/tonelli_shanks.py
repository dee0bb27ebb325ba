"""Square roots modulo a prime: Euler's criterion and the Tonelli-Shanks algorithm."""


def is_prime(n):
    """Trial-division primality test, fine for the moduli used here."""
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


def legendre(a, p):
    """Legendre symbol (a/p) for an odd prime p: 1, -1 or 0."""
    a %= p
    if a == 0:
        return 0
    return 1 if pow(a, (p - 1) // 2, p) == 1 else -1


def _non_residue(p):
    """Smallest quadratic non-residue modulo the odd prime p."""
    z = 2
    while legendre(z, p) != -1:
        z += 1
    return z


def _order_exponent(t, p):
    """Least i with t^(2^i) == 1 (mod p); the order of t is a power of two."""
    i, square = 0, t
    while square != 1:
        square = square * square % p
        i += 1
    return i


def sqrt_mod(a, p):
    """A square root of a modulo the prime p, in range(p); ValueError if there is none."""
    if not is_prime(p):
        raise ValueError(f"{p} is not prime")
    a %= p
    if a == 0 or p == 2:
        return a
    if legendre(a, p) != 1:
        raise ValueError(f"{a} is not a square modulo {p}")
    if p % 4 == 3:
        return pow(a, (p + 1) // 4, p)
    q, s = p - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    m, c = s, pow(_non_residue(p), q, p)
    t, r = pow(a, q, p), pow(a, (q + 1) // 2, p)
    while t != 1:
        i = _order_exponent(t, p)
        b = pow(c, 1 << (m - i - 1), p)
        m, c = i, b * b % p
        t, r = t * c % p, r * b % p
    return r


def both_roots(a, p):
    """Both square roots of a modulo p, smallest first (one root when a == 0 or p == 2)."""
    r = sqrt_mod(a, p)
    return sorted({r, (p - r) % p})


def solve_quadratic(a, b, c, p):
    """All x in range(p) with a*x^2 + b*x + c == 0 (mod p), for an odd prime p."""
    if a % p == 0:
        raise ValueError("not a quadratic modulo p")
    disc = (b * b - 4 * a * c) % p
    if legendre(disc, p) == -1:
        return []
    inv = pow(2 * a, -1, p)
    return sorted({(-b + root) * inv % p for root in both_roots(disc, p)})


def quadratic_residues(p):
    """The non-zero squares modulo p, sorted."""
    return sorted({x * x % p for x in range(1, p)})
