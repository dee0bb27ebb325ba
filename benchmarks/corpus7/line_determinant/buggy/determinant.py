"""Exact determinants, ranks and linear solves by Gaussian elimination over fractions."""

from fractions import Fraction


def _square(matrix):
    n = len(matrix)
    if any(len(row) != n for row in matrix):
        raise ValueError("the matrix must be square")
    return [[Fraction(x) for x in row] for row in matrix]


def _plain(value):
    return value.numerator if value.denominator == 1 else value


def determinant(matrix):
    """det(matrix) as an int when it is whole, else a Fraction (1 for the empty matrix)."""
    a = _square(matrix)
    n = len(a)
    det = Fraction(1)
    for col in range(n):
        pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
        if pivot is None:
            return 0
        if pivot != col:
            a[col], a[pivot] = a[pivot], a[col]
        det *= a[col][col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            for c in range(col, n):
                a[r][c] -= factor * a[col][c]
    return _plain(det)


def rank(matrix):
    """The number of linearly independent rows (any rectangular matrix)."""
    a = [[Fraction(x) for x in row] for row in matrix]
    rows = len(a)
    cols = len(a[0]) if a else 0
    r = 0
    for col in range(cols):
        pivot = next((k for k in range(r, rows) if a[k][col] != 0), None)
        if pivot is None:
            continue
        a[r], a[pivot] = a[pivot], a[r]
        for k in range(r + 1, rows):
            factor = a[k][col] / a[r][col]
            for c in range(col, cols):
                a[k][c] -= factor * a[r][c]
        r += 1
    return r


def solve(matrix, rhs):
    """The x with matrix @ x == rhs by Cramer's rule; ValueError if the matrix is singular."""
    det = determinant(matrix)
    if det == 0:
        raise ValueError("the matrix is singular")
    solution = []
    for col in range(len(matrix)):
        replaced = [row[:col] + [rhs[i]] + row[col + 1:] for i, row in enumerate(matrix)]
        solution.append(_plain(Fraction(determinant(replaced)) / det))
    return solution
