"""Immutable matrices."""

from __future__ import annotations

from typing import Any, Iterable, List, Sequence, Tuple, Union

from .vector import Vector


class ShapeError(ValueError):
    pass


class Matrix:
    __slots__ = ("rows", "shape")

    def __init__(self, rows: Iterable[Iterable[Any]]) -> None:
        self.rows: Tuple[Tuple[Any, ...], ...] = tuple(tuple(row) for row in rows)
        widths = {len(row) for row in self.rows}
        if len(widths) > 1:
            raise ShapeError(f"ragged rows of lengths {sorted(widths)}")
        self.shape = (len(self.rows), widths.pop() if widths else 0)

    @classmethod
    def zeros(cls, nrows: int, ncols: int) -> "Matrix":
        return cls([[0] * ncols for _ in range(nrows)])

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def nrows(self) -> int:
        return self.shape[0]

    @property
    def ncols(self) -> int:
        return self.shape[1]

    def __getitem__(self, index: Tuple[int, int]) -> Any:
        i, j = index
        return self.rows[i][j]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Matrix) and self.rows == other.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    def __repr__(self) -> str:
        return "Matrix([" + ", ".join(str(list(row)) for row in self.rows) + "])"

    def column(self, j: int) -> Vector:
        return Vector(row[j] for row in self.rows)

    def transpose(self) -> "Matrix":
        return Matrix(zip(*self.rows)) if self.rows else Matrix([])

    @property
    def T(self) -> "Matrix":
        return self.transpose()

    def __add__(self, other: "Matrix") -> "Matrix":
        if self.shape != other.shape:
            raise ShapeError(f"cannot add {self.shape} and {other.shape}")
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def scale(self, factor: Any) -> "Matrix":
        return Matrix([[a * factor for a in row] for row in self.rows])

    def __matmul__(self, other: Union["Matrix", Vector]) -> Union["Matrix", Vector]:
        if isinstance(other, Vector):
            if len(other) != self.ncols:
                raise ShapeError(f"cannot multiply {self.shape} by a vector of {len(other)}")
            return Vector(Vector(row).dot(other) for row in self.rows)
        if self.ncols != other.nrows:
            raise ShapeError(f"cannot multiply {self.shape} by {other.shape}")
        result: List[List[Any]] = [list(row) for row in Matrix.zeros(self.nrows, other.ncols).rows]
        for i in range(self.nrows):
            for j in range(other.ncols):
                result[i][j] = sum(self.rows[i][k] * other.rows[k][j] for k in range(self.ncols))
        return Matrix(result)

    def __pow__(self, exponent: int) -> "Matrix":
        if self.nrows != self.ncols or exponent < 0:
            raise ShapeError("powers need a square matrix and a non-negative exponent")
        result, base = Matrix.identity(self.nrows), self
        while exponent:
            if exponent & 1:
                result = result @ base
            base = base @ base
            exponent >>= 1
        return result

    def minor(self, i: int, j: int) -> "Matrix":
        return Matrix([row[:j] + row[j + 1:] for r, row in enumerate(self.rows) if r != i])

    def determinant(self) -> Any:
        """Laplace expansion along the first row (fine for the small sizes we use)."""
        if self.nrows != self.ncols:
            raise ShapeError(f"determinant of a non-square {self.shape} matrix")
        if self.nrows == 0:
            return 1
        if self.nrows == 1:
            return self.rows[0][0]
        return sum((-1) ** j * self.rows[0][j] * self.minor(0, j).determinant() for j in range(self.ncols))

    def trace(self) -> Any:
        return sum(self.rows[i][i] for i in range(min(self.shape)))

    def is_symmetric(self) -> bool:
        return self == self.transpose()


def from_columns(columns: Sequence[Sequence[Any]]) -> Matrix:
    return Matrix(columns).transpose()
