"""Polynomial and big-integer multiplication with a recursive radix-2 FFT.

Polynomials are lists of integer coefficients, lowest degree first.
"""

import cmath


def next_power_of_two(n):
    """The smallest power of two that is >= n (1 for n <= 1)."""
    size = 1
    while size < n:
        size *= 2
    return size


def fft(values, invert=False):
    """The discrete Fourier transform of a list whose length is a power of two."""
    n = len(values)
    if n & (n - 1) or n == 0:
        raise ValueError("length must be a power of two")
    if n == 1:
        return [complex(values[0])]
    even = fft(values[0::2], invert)
    odd = fft(values[1::2], invert)
    sign = 1 if invert else -1
    out = [0j] * n
    for k in range(n // 2):
        twiddle = cmath.exp(sign * 2j * cmath.pi * k / n) * odd[k]
        out[k] = even[k] + twiddle
        out[k + n // 2] = even[k] + twiddle
    return out


def inverse_fft(values):
    """The inverse transform, scaled by 1/n."""
    n = len(values)
    return [v / n for v in fft(values, invert=True)]


def trim(coeffs):
    """Drop zero coefficients of the highest degrees (keeps at least one)."""
    coeffs = list(coeffs)
    while len(coeffs) > 1 and coeffs[-1] == 0:
        coeffs.pop()
    return coeffs


def multiply(a, b):
    """The product of two integer polynomials, through pointwise products of their FFTs."""
    if not a or not b:
        return []
    length = len(a) + len(b) - 1
    size = next_power_of_two(length)
    fa = fft(list(a) + [0] * (size - len(a)))
    fb = fft(list(b) + [0] * (size - len(b)))
    product = inverse_fft([x * y for x, y in zip(fa, fb)])
    return [round(c.real) for c in product[:length]]


def naive_multiply(a, b):
    """The product by the schoolbook double loop, for checking."""
    if not a or not b:
        return []
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def poly_power(a, e):
    """a ** e by repeated squaring of the polynomial."""
    result, base = [1], list(a)
    while e > 0:
        if e & 1:
            result = multiply(result, base)
        base = multiply(base, base)
        e >>= 1
    return trim(result)


def multiply_integers(x, y):
    """x * y for non-negative integers, multiplying their decimal digit lists."""
    if x < 0 or y < 0:
        raise ValueError("only non-negative integers")
    digits = multiply([int(d) for d in reversed(str(x))], [int(d) for d in reversed(str(y))])
    carry, out = 0, []
    for c in digits:
        carry, digit = divmod(c + carry, 10)
        out.append(digit)
    while carry > 0:
        carry, digit = divmod(carry, 10)
        out.append(digit)
    return int("".join(map(str, reversed(trim(out)))))
