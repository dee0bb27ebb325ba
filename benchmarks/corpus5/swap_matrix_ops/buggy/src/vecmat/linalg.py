"""Gauss-Jordan elimination over exact fractions."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, List

from .matrix import Matrix, ShapeError
from .vector import Vector


class SingularMatrixError(ArithmeticError):
    pass


def _rref(rows: List[List[Fraction]], ncols: int) -> int:
    """Reduce rows in place to reduced row echelon form over the first ncols; the rank."""
    pivot_row = 0
    for col in range(ncols):
        pivot = next((r for r in range(pivot_row, len(rows)) if rows[r][col] != 0), None)
        if pivot is None:
            continue
        rows[pivot_row], rows[pivot] = rows[pivot], rows[pivot_row]
        lead = rows[pivot_row][col]
        rows[pivot_row] = [x / lead for x in rows[pivot_row]]
        for r in range(len(rows)):
            if r != pivot_row and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[pivot_row])]
        pivot_row += 1
    return pivot_row


def rank(matrix: Matrix) -> int:
    rows = [[Fraction(x) for x in row] for row in matrix.rows]
    return _rref(rows, matrix.ncols)


def inverse(matrix: Matrix) -> Matrix:
    n = matrix.nrows
    if n != matrix.ncols:
        raise ShapeError("only square matrices have inverses")
    identity = Matrix.identity(n).rows
    rows = [[Fraction(x) for x in row] + list(map(Fraction, identity[i])) for i, row in enumerate(matrix.rows)]
    if _rref(rows, n) < n:
        raise SingularMatrixError("matrix is singular")
    return Matrix([row[n:] for row in rows])


def solve(matrix: Matrix, rhs: Vector) -> Vector:
    """x with matrix @ x == rhs, for a square non-singular matrix."""
    if len(rhs) != matrix.nrows:
        raise ShapeError("right-hand side does not match the matrix")
    result: Any = inverse(matrix) @ Vector(Fraction(v) for v in rhs)
    return result
