"""Karatsuba multiplication: three half-size products instead of four, recursively."""


def karatsuba(x, y):
    """x * y for integers, splitting on decimal digits."""
    if x < 0:
        return -karatsuba(-x, y)
    if y < 0:
        return -karatsuba(x, -y)
    if x < 10 or y < 10:
        return x * y
    m = max(len(str(x)), len(str(y))) // 2
    p = 10 ** m
    high_x, low_x = divmod(x, p)
    high_y, low_y = divmod(y, p)
    z0 = karatsuba(low_x, low_y)
    z2 = karatsuba(high_x, high_y)
    z1 = karatsuba(high_x + low_x, high_y + low_y) - z2 - z0
    return z2 * p * p + z1 * p + z0


def power(base, exponent):
    """base ** exponent by repeated squaring with Karatsuba products."""
    if exponent < 0:
        raise ValueError("negative exponents are not supported")
    result = 1
    while exponent:
        if exponent & 1:
            result = karatsuba(result, base)
        base = karatsuba(base, base)
        exponent >>= 1
    return result


def multiply_strings(a, b):
    """The product of two decimal strings as a decimal string."""
    return str(karatsuba(int(a), int(b)))


def factorial(n):
    """n! by a balanced product tree of Karatsuba multiplications."""
    if n < 0:
        raise ValueError("factorial of a negative number")

    def product(lo, hi):
        if lo > hi:
            return 1
        if lo == hi:
            return lo
        mid = (lo + hi) // 2
        return karatsuba(product(lo, mid), product(mid + 1, hi))

    return product(1, n)
