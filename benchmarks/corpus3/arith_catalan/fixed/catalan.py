"""Catalan numbers from their recursive convolution (memoised), and what they count."""

from functools import lru_cache


@lru_cache(maxsize=None)
def catalan(n):
    """C(0) = 1 and C(n) = sum of C(i) * C(n - 1 - i) for i in 0..n-1."""
    if n < 0:
        raise ValueError("catalan numbers start at n = 0")
    if n <= 1:
        return 1
    return sum(catalan(i) * catalan(n - 1 - i) for i in range(n))


def catalan_sequence(count):
    """The first `count` Catalan numbers."""
    return [catalan(i) for i in range(count)]


def polygon_triangulations(sides):
    """Ways to cut a convex polygon with `sides` corners into triangles."""
    if sides < 3:
        raise ValueError("a polygon has at least 3 sides")
    return catalan(sides - 2)


def bst_shapes(keys):
    """How many differently shaped binary search trees hold `keys` distinct keys."""
    return catalan(keys)


def is_catalan(value):
    """True if value is a Catalan number."""
    n = 0
    while catalan(n) < value:
        n += 1
    return catalan(n) == value
