"""Delannoy and Schroeder numbers: lattice paths with east, north and diagonal steps.

A Delannoy path from (0, 0) to (m, n) uses the steps E = (1, 0), N = (0, 1) and
D = (1, 1). A Schroeder path is a Delannoy path from (0, 0) to (n, n) that never goes
above the diagonal y = x.
"""

from functools import lru_cache
from math import comb

STEPS = {"E": (1, 0), "N": (0, 1), "D": (1, 1)}


@lru_cache(maxsize=None)
def delannoy(m, n):
    """The number of Delannoy paths to (m, n), by D(m, n) = D(m-1, n) + D(m, n-1) + D(m-1, n-1)."""
    if m < 0 or n < 0:
        return 0
    if m == 0 or n == 0:
        return 1
    return delannoy(m - 1, n) + delannoy(m, n - 1) + delannoy(m - 1, n - 1)


def delannoy_closed_form(m, n):
    """D(m, n) as the sum over k of C(m, k) C(n, k) 2^k."""
    if m < 0 or n < 0:
        return 0
    return sum(comb(m, k) * comb(n, k) * 2 ** k for k in range(min(m, n) + 1))


def central_delannoy(count):
    """The central Delannoy numbers D(0, 0), D(1, 1), ..., D(count - 1, count - 1)."""
    return [delannoy(k, k) for k in range(count)]


def delannoy_paths(m, n):
    """All Delannoy paths to (m, n) as strings over E, N and D, in that step order."""
    if m < 0 or n < 0:
        return []
    if m == 0 and n == 0:
        return [""]
    paths = ["E" + p for p in delannoy_paths(m - 1, n)]
    paths += ["N" + p for p in delannoy_paths(m, n - 1)]
    paths += ["D" + p for p in delannoy_paths(m - 1, n - 1)]
    return paths


def walk(path):
    """The points visited by a path of E, N and D steps, starting at (0, 0)."""
    x = y = 0
    points = [(0, 0)]
    for step in path:
        dx, dy = STEPS[step]
        x, y = x + dx, y + dy
        points.append((x, y))
    return points


def schroeder(n):
    """The large Schroeder number: Delannoy paths to (n, n) never above the diagonal."""
    if n < 0:
        raise ValueError("n must not be negative")
    ways = [[0] * (n + 1) for _ in range(n + 1)]
    ways[0][0] = 1
    for x in range(n + 1):
        for y in range(x + 1):
            if x == y == 0:
                continue
            total = ways[x - 1][y] if x > 0 else 0
            if y > 0:
                total += ways[x][y - 1] + (ways[x - 1][y - 1] if x > 0 else 0)
            ways[x][y] = total
    return ways[n][n]


def schroeder_paths(n):
    """The Schroeder paths themselves, filtered from the Delannoy paths to (n, n)."""
    return [p for p in delannoy_paths(n, n) if all(y <= x for x, y in walk(p))]


def steps_histogram(m, n):
    """{number of diagonal steps: how many Delannoy paths to (m, n) have that many}."""
    counts = {}
    for path in delannoy_paths(m, n):
        k = path.count("D")
        counts[k] = counts.get(k, 0) + 1
    return counts
