"""Binary exponentiation: modular powers and Fibonacci numbers by repeated squaring."""


def power_mod(base, exp, mod):
    """base ** exp % mod for exp >= 0 and mod >= 1, with O(log exp) multiplications."""
    if exp < 0:
        raise ValueError("negative exponent")
    if mod < 1:
        raise ValueError("modulus must be positive")
    result = 1 % mod
    base %= mod
    while exp > 0:
        if exp % 2 == 1:
            result = result * base % mod
        base = base * base % mod
        exp = exp / 2
    return result


def _mat_mult(a, b, mod):
    return [
        [(a[0][0] * b[0][0] + a[0][1] * b[1][0]) % mod,
         (a[0][0] * b[0][1] + a[0][1] * b[1][1]) % mod],
        [(a[1][0] * b[0][0] + a[1][1] * b[1][0]) % mod,
         (a[1][0] * b[0][1] + a[1][1] * b[1][1]) % mod],
    ]


def fib_mod(n, mod):
    """The n-th Fibonacci number modulo mod, from the n-th power of [[1, 1], [1, 0]]."""
    result = [[1, 0], [0, 1]]
    step = [[1, 1], [1, 0]]
    while n > 0:
        if n % 2 == 1:
            result = _mat_mult(result, step, mod)
        step = _mat_mult(step, step, mod)
        n //= 2
    return result[0][1] % mod


def last_digits(base, exp, digits):
    """The last `digits` decimal digits of base ** exp, zero-padded."""
    return str(power_mod(base, exp, 10**digits)).zfill(digits)
