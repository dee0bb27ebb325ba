"""Polynomials as coefficient lists, highest power first, worked with Horner's rule."""


def evaluate(coeffs, x):
    """p(x) for p = coeffs[0] * x**n + ... + coeffs[n]."""
    result = 0
    for c in coeffs:
        result = result * x + c
    return result


def value_and_slope(coeffs, x):
    """(p(x), p'(x)) in one Horner pass."""
    value, slope = 0, 0
    for c in coeffs:
        slope = slope * x + value
        value = value * x + c
    return value, slope


def derivative(coeffs):
    """The coefficients of p' (a constant polynomial has derivative [0])."""
    n = len(coeffs) - 1
    return [c * (n - i) for i, c in enumerate(coeffs[:-1])] or [0]


def divide_by_root(coeffs, r):
    """Synthetic division by (x - r): (quotient coefficients, remainder)."""
    if not coeffs:
        raise ValueError("empty polynomial")
    partial = []
    acc = 0
    for c in coeffs:
        acc = acc * r + c
        partial.append(acc)
    remainder = partial.pop()
    return partial, remainder


def from_roots(roots):
    """The monic polynomial with the given roots: (x - r1)(x - r2)..."""
    coeffs = [1]
    for r in roots:
        coeffs = [a + r * b for a, b in zip(coeffs + [0], [0] + coeffs)]
    return coeffs


def to_string(coeffs):
    """Readable text such as 'x^2 - 3x + 2'."""
    n = len(coeffs) - 1
    terms = []
    for i, c in enumerate(coeffs):
        if c == 0:
            continue
        power = n - i
        size = abs(c)
        body = "" if size == 1 and power else str(size)
        body += "" if power == 0 else "x" if power == 1 else f"x^{power}"
        sign = "-" if c < 0 else "+"
        terms.append(body if not terms and sign == "+" else f"{sign} {body}" if terms else f"-{body}")
    return " ".join(terms) or "0"
