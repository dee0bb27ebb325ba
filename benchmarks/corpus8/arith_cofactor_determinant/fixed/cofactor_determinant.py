"""Determinants by cofactor (Laplace) expansion, with adjugate and exact inverse."""

from fractions import Fraction


def _check_square(matrix):
    n = len(matrix)
    if any(len(row) != n for row in matrix):
        raise ValueError("matrix must be square")
    return n


def minor(matrix, row, col):
    """matrix with the given row and column removed."""
    return [r[:col] + r[col + 1:] for i, r in enumerate(matrix) if i != row]


def determinant(matrix):
    """Determinant of a square matrix (a list of rows), expanded along the first row."""
    n = _check_square(matrix)
    if n == 0:
        return 1
    if n == 1:
        return matrix[0][0]
    total = 0
    for col, entry in enumerate(matrix[0]):
        if entry:  # zero entries contribute nothing; skip their minors
            total += (-1) ** col * entry * determinant(minor(matrix, 0, col))
    return total


def cofactor_matrix(matrix):
    """C[i][j] = (-1) ** (i + j) * det(minor(matrix, i, j))."""
    n = _check_square(matrix)
    return [[(-1) ** (i + j) * determinant(minor(matrix, i, j)) for j in range(n)]
            for i in range(n)]


def adjugate(matrix):
    """The transpose of the cofactor matrix."""
    return [list(col) for col in zip(*cofactor_matrix(matrix))]


def inverse(matrix):
    """Exact inverse (entries are Fractions); ValueError if the matrix is singular."""
    det = determinant(matrix)
    if det == 0:
        raise ValueError("matrix is singular")
    return [[Fraction(x, 1) / det for x in row] for row in adjugate(matrix)]
