"""Square matrices over the rationals, reduced by Gaussian elimination."""

from __future__ import annotations

from fractions import Fraction


class SquareMatrix:
    """An n x n matrix of exact rationals."""

    def __init__(self, rows: list[list[int | Fraction]]) -> None:
        n = len(rows)
        if any(len(row) != n for row in rows):
            raise ValueError("matrix must be square")
        self.n = n
        self.rows = [[Fraction(x) for x in row] for row in rows]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SquareMatrix) and self.rows == other.rows

    def transpose(self) -> SquareMatrix:
        return SquareMatrix([list(col) for col in zip(*self.rows)])

    def _echelon(self, rhs: list[Fraction] | None = None) -> tuple[list[list[Fraction]], int]:
        """Row echelon form of a working copy (rhs, if given, is carried along as
        an extra column); also the number of row swaps made."""
        rows = [row for row in self.rows]
        if rhs is not None:
            for row, b in zip(rows, rhs):
                row.append(Fraction(b))
        swaps, r = 0, 0
        for c in range(self.n):
            pivot = next((i for i in range(r, self.n) if rows[i][c] != 0), None)
            if pivot is None:
                continue
            if pivot != r:
                rows[r], rows[pivot] = rows[pivot], rows[r]
                swaps += 1
            for i in range(r + 1, self.n):
                factor = rows[i][c] / rows[r][c]
                for j in range(c, len(rows[i])):
                    rows[i][j] -= factor * rows[r][j]
            r += 1
        return rows, swaps

    def determinant(self) -> Fraction:
        rows, swaps = self._echelon()
        det = Fraction(-1 if swaps % 2 else 1)
        for i in range(self.n):
            det *= rows[i][i]
        return det

    def rank(self) -> int:
        rows, _ = self._echelon()
        return sum(1 for row in rows if any(x != 0 for x in row))

    def solve(self, b: list[int | Fraction]) -> list[Fraction]:
        """The unique x with A x = b, by elimination and back substitution."""
        if len(b) != self.n:
            raise ValueError("right-hand side has the wrong length")
        rows, _ = self._echelon(b)
        if any(rows[i][i] == 0 for i in range(self.n)):
            raise ValueError("matrix is singular")
        x = [Fraction(0)] * self.n
        for i in reversed(range(self.n)):
            known = sum(rows[i][j] * x[j] for j in range(i + 1, self.n))
            x[i] = (rows[i][self.n] - known) / rows[i][i]
        return x
