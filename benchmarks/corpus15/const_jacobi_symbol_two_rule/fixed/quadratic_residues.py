"""Quadratic residues: Legendre and Jacobi symbols and the Solovay-Strassen test."""

SMALL_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def jacobi(a, n):
    """The Jacobi symbol (a/n) for odd n > 0, computed by quadratic reciprocity."""
    if n <= 0 or n % 2 == 0:
        raise ValueError("n must be a positive odd integer")
    a %= n
    result = 1
    while a != 0:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                result = -result
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


def legendre(a, p):
    """The Legendre symbol (a/p) for an odd prime p, by Euler's criterion."""
    value = pow(a, (p - 1) // 2, p)
    return -1 if value == p - 1 else value


def gauss_lemma(a, p):
    """(a/p) by Gauss's lemma: -1 to the number of residues a*k mod p above p/2."""
    if a % p == 0:
        return 0
    count = sum(1 for k in range(1, (p - 1) // 2 + 1) if (a * k) % p > p // 2)
    return -1 if count % 2 else 1


def quadratic_residues(n):
    """The nonzero squares modulo n, in increasing order."""
    return sorted({x * x % n for x in range(1, n)} - {0})


def is_quadratic_residue(a, p):
    """True if a is a nonzero square modulo the odd prime p."""
    return a % p != 0 and jacobi(a, p) == 1


def euler_witness(a, n):
    """True if a proves the odd number n composite: a^((n-1)/2) differs from (a/n) mod n."""
    symbol = jacobi(a, n)
    if symbol == 0:
        return True
    return pow(a, (n - 1) // 2, n) != symbol % n


def solovay_strassen(n, bases=SMALL_BASES):
    """Primality by the Solovay-Strassen test with fixed bases (exact for small n)."""
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    for a in bases:
        if a % n == 0:
            continue
        if euler_witness(a, n):
            return False
    return True


def primes_up_to(limit, bases=SMALL_BASES):
    """All n <= limit that pass solovay_strassen."""
    return [n for n in range(2, limit + 1) if solovay_strassen(n, bases)]


def symbol_table(n):
    """The row [(0/n), (1/n), ..., ((n-1)/n)] of Jacobi symbols."""
    return [jacobi(a, n) for a in range(n)]
