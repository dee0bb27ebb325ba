"""Polynomials as coefficient lists, lowest degree first: [1, 0, 2] is 1 + 2x^2.

The zero polynomial is the empty list; results carry no trailing zero coefficients.
"""


def trim(p):
    """Drop trailing zero coefficients."""
    p = list(p)
    while p and p[-1] == 0:
        p.pop()
    return p


def degree(p):
    """The degree, or -1 for the zero polynomial."""
    return len(trim(p)) - 1


def evaluate(p, x):
    """p(x) by Horner's rule."""
    result = 0
    for c in reversed(p):
        result = result * x + c
    return result


def add(p, q):
    longer, shorter = (p, q) if len(p) >= len(q) else (q, p)
    return trim([c + (shorter[i] if i < len(shorter) else 0) for i, c in enumerate(longer)])


def multiply(p, q):
    """The product, by convolving the coefficient lists."""
    if not p or not q:
        return []
    product = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            product[i + j] += a * b
    return trim(product)


def power(p, n):
    result = [1]
    for _ in range(n):
        result = multiply(result, p)
    return result


def derivative(p):
    return trim([i * c for i, c in enumerate(p)][1:])


def divide_by_root(p, r):
    """Synthetic division by (x - r): (quotient, remainder), where the remainder is p(r)."""
    if not p:
        return [], 0
    partial = []
    acc = 0
    for c in reversed(p):
        acc = acc * r + c
        partial.append(acc)
    remainder = partial.pop()
    return trim(partial[::-1]), remainder
