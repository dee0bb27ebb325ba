"""Constructors and conversions."""

from __future__ import annotations

from collections.abc import Sequence

from .csr import CSRMatrix


def identity(n: int) -> CSRMatrix:
    return CSRMatrix((n, n), list(range(n + 1)), list(range(n)), [1] * n)


def from_dense(rows: Sequence[Sequence[float]]) -> CSRMatrix:
    width = len(rows[0]) if rows else 0
    if any(len(row) != width for row in rows):
        raise ValueError("ragged rows")
    triples = [(i, j, v) for i, row in enumerate(rows) for j, v in enumerate(row) if v != 0]
    return CSRMatrix.from_triples((len(rows), width), triples)


def to_dense(matrix: CSRMatrix) -> list[list[float]]:
    rows, cols = matrix.shape
    dense = [[0] * cols for _ in range(rows)]
    for i, j, v in matrix.triples():
        dense[i][j] = v
    return dense


def kron(a: CSRMatrix, b: CSRMatrix) -> CSRMatrix:
    """Kronecker product: each entry of a scales a copy of b."""
    brows, bcols = b.shape
    triples = [
        (i * brows + k, j * bcols + m, va * vb)
        for i, j, va in a.triples()
        for k, m, vb in b.triples()
    ]
    return CSRMatrix.from_triples((a.shape[0] * brows, a.shape[1] * bcols), triples)
