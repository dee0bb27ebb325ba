"""Dense matrices as lists of rows: products, fast powers and exact determinants."""

from fractions import Fraction


class Matrix:
    def __init__(self, rows):
        rows = [list(row) for row in rows]
        if not rows or len({len(row) for row in rows}) != 1 or not rows[0]:
            raise ValueError("a matrix needs equal, non-empty rows")
        self.rows = rows

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.rows), len(self.rows[0])

    def __eq__(self, other) -> bool:
        return isinstance(other, Matrix) and self.rows == other.rows

    def __repr__(self) -> str:
        return f"Matrix({self.rows})"

    def __add__(self, other: "Matrix") -> "Matrix":
        if self.shape != other.shape:
            raise ValueError("shapes differ")
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def transpose(self) -> "Matrix":
        return Matrix([list(col) for col in zip(*self.rows)])

    def __matmul__(self, other: "Matrix") -> "Matrix":
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"cannot multiply {n}x{m} by {m2}x{p}")
        out = [[0] * p for _ in range(n)]
        for i in range(n):
            for j in range(p):
                out[i][j] = sum(self.rows[i][k] * other.rows[k][i] for k in range(m))
        return Matrix(out)

    def power(self, exponent: int) -> "Matrix":
        """self ** exponent by repeated squaring (square matrices, exponent >= 0)."""
        n, m = self.shape
        if n != m or exponent < 0:
            raise ValueError("power needs a square matrix and a non-negative exponent")
        result, base = Matrix.identity(n), self
        while exponent:
            if exponent & 1:
                result = result @ base
            base = base @ base
            exponent >>= 1
        return result

    def trace(self):
        return sum(self.rows[i][i] for i in range(min(self.shape)))

    def determinant(self):
        """Exact determinant by Gaussian elimination over the rationals."""
        n, m = self.shape
        if n != m:
            raise ValueError("determinant needs a square matrix")
        a = [[Fraction(x) for x in row] for row in self.rows]
        det = Fraction(1)
        for col in range(n):
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                return 0
            if pivot != col:
                a[col], a[pivot] = a[pivot], a[col]
                det = -det
            det *= a[col][col]
            for r in range(col + 1, n):
                factor = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= factor * a[col][c]
        return det.numerator if det.denominator == 1 else det


def fibonacci(n: int) -> int:
    """The n-th Fibonacci number from the n-th power of [[1, 1], [1, 0]]."""
    return Matrix([[1, 1], [1, 0]]).power(n).rows[0][1]
