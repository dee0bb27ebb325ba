"""The Stern-Brocot tree: paths to fractions, mediants and best rational approximations."""

import math
from fractions import Fraction

ROOT_BOUNDS = ((0, 1), (1, 0))


def mediant(a, b):
    """The mediant (p + r)/(q + s) of p/q and r/s, as a tuple."""
    return (a[0] + b[0], a[1] + b[1])


def _descend(p, q, left, right):
    """L/R moves from the mediant of (left, right) down to p/q."""
    m = mediant(left, right)
    if (p, q) == m:
        return ""
    if p * m[1] < q * m[0]:
        return "L" + _descend(p, q, left, m)
    return "R" + _descend(p, q, m, right)


def path_of(p, q):
    """Path from the root 1/1 to the positive fraction p/q, e.g. path_of(3, 5) == 'LRL'."""
    if p <= 0 or q <= 0:
        raise ValueError("only positive fractions are in the tree")
    g = math.gcd(p, q)
    return _descend(p // g, q // g, *ROOT_BOUNDS)


def fraction_at(path):
    """The fraction reached by following an L/R path from the root, as (p, q)."""
    left, right = ROOT_BOUNDS
    for step in path:
        m = mediant(left, right)
        if step == "L":
            right = m
        elif step == "R":
            left = m
        else:
            raise ValueError(f"bad step {step!r}")
    return mediant(left, right)


def depth(p, q):
    """Depth of p/q in the tree (the root 1/1 has depth 0)."""
    return len(path_of(p, q))


def children(p, q):
    """Left and right children of p/q."""
    left, right = ROOT_BOUNDS
    for step in path_of(p, q):
        m = mediant(left, right)
        left, right = (left, m) if step == "L" else (m, right)
    node = mediant(left, right)
    return mediant(left, node), mediant(node, right)


def _nearest(x, left, right):
    """Whichever bound is closer to x; ties go to the left (smaller) one."""
    if right[1] == 0:
        return left
    dist_left = abs(x - Fraction(*left))
    dist_right = abs(x - Fraction(*right))
    return left if dist_left <= dist_right else right


def best_approximation(x, max_den):
    """The fraction closest to x >= 0 with denominator at most max_den, as (p, q)."""
    if max_den < 1:
        raise ValueError("max_den must be at least 1")
    x = Fraction(x)
    if x < 0:
        raise ValueError("x must be non-negative")
    left, right = ROOT_BOUNDS
    while True:
        m = mediant(left, right)
        if m[1] > max_den:
            return _nearest(x, left, right)
        if x == Fraction(*m):
            return m
        if x < Fraction(*m):
            right = m
        else:
            left = m
