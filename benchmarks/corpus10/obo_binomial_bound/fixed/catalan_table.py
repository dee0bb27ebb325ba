"""Catalan numbers: the convolution recurrence, the binomial closed form, and uses."""


def catalan_numbers(count: int) -> list[int]:
    """The first count Catalan numbers, C(k) = sum of C(i) * C(k - 1 - i)."""
    if count <= 0:
        return []
    table = [0] * count
    table[0] = 1
    for k in range(1, count):
        table[k] = sum(table[i] * table[k - 1 - i] for i in range(k))
    return table


def binomial(n: int, k: int) -> int:
    """n choose k with exact integer steps (each partial product is a binomial)."""
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result


def catalan(n: int) -> int:
    """The n-th Catalan number by the closed form binomial(2n, n) / (n + 1)."""
    if n < 0:
        raise ValueError("n must be non-negative")
    return binomial(2 * n, n) // (n + 1)


def polygon_triangulations(sides: int) -> int:
    """Ways to cut a convex polygon into triangles by non-crossing diagonals."""
    if sides < 3:
        raise ValueError("a polygon has at least three sides")
    return catalan(sides - 2)


def monotone_paths(n: int) -> int:
    """Lattice paths from (0, 0) to (n, n) by unit steps right or up that never go
    above the diagonal, counted cell by cell."""
    ways = [[0] * (n + 1) for _ in range(n + 1)]
    for x in range(n + 1):
        for y in range(x + 1):
            if x == 0 and y == 0:
                ways[x][y] = 1
            else:
                ways[x][y] = (ways[x - 1][y] if x else 0) + (ways[x][y - 1] if y else 0)
    return ways[n][n]
