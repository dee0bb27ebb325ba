import math
from fractions import Fraction

import pytest

from vecmat import Matrix, ShapeError, SingularMatrixError, Vector, inverse, rank, solve

A = Matrix([[1, 2, 3], [4, 5, 6]])
B = Matrix([[7, 8], [9, 10], [11, 12]])


def test_vector_arithmetic():
    v, w = Vector([1, 2, 3]), Vector([4, 5, 6])
    assert v + w == Vector([5, 7, 9])
    assert w - v == Vector([3, 3, 3])
    assert 2 * v == v * 2 == Vector([2, 4, 6])
    assert v.dot(w) == 32
    assert v.cross(w) == Vector([-3, 6, -3])
    assert Vector([3, 4]).norm() == 5
    assert math.isclose(Vector([1, 0]).angle(Vector([0, 2])), math.pi / 2)


def test_vector_errors():
    with pytest.raises(ValueError, match="differ in length: 2 and 3"):
        Vector([1, 2]) + Vector([1, 2, 3])
    with pytest.raises(ZeroDivisionError):
        Vector([0, 0]).normalized()


def test_shape_and_transpose():
    assert A.shape == (2, 3)
    assert A.T == Matrix([[1, 4], [2, 5], [3, 6]])
    assert A.T.T == A
    with pytest.raises(ShapeError, match="ragged"):
        Matrix([[1, 2], [3]])


def test_product_of_rectangular_matrices():
    assert A @ B == Matrix([[58, 64], [139, 154]])
    assert B @ A == Matrix([[39, 54, 69], [49, 68, 87], [59, 82, 105]])
    assert Matrix([[1, 0, 2]]) @ B == Matrix([[29, 32]])


def test_product_with_a_column():
    column = Matrix([[1], [0], [2]])
    assert (A @ column).shape == (2, 1)
    assert A @ column == Matrix([[7], [16]])
    assert A @ Vector([1, 0, 2]) == Vector([7, 16])


def test_product_shape_mismatch():
    with pytest.raises(ShapeError, match=r"cannot multiply \(2, 3\) by \(2, 3\)"):
        A @ A


def test_powers_of_square_matrices():
    fib = Matrix([[1, 1], [1, 0]])
    assert (fib ** 10)[0, 1] == 55
    assert fib ** 0 == Matrix.identity(2)


@pytest.mark.parametrize(
    "rows, det",
    [([[5]], 5), ([[1, 2], [3, 4]], -2), ([[2, 0, 1], [1, 3, 2], [1, 1, 2]], 6), ([[1, 2], [2, 4]], 0)],
)
def test_determinant(rows, det):
    assert Matrix(rows).determinant() == det


@pytest.mark.exact
def test_inverse_and_solve():
    m = Matrix([[2, 1], [5, 3]])
    assert inverse(m) == Matrix([[3, -1], [-5, 2]])
    assert m @ inverse(m) == Matrix.identity(2)
    assert solve(Matrix([[1, 1], [1, -1]]), Vector([3, 1])) == Vector([2, 1])
    assert inverse(Matrix([[4]])) == Matrix([[Fraction(1, 4)]])


@pytest.mark.exact
def test_rank_and_singular():
    assert rank(Matrix([[1, 2, 3], [2, 4, 6], [1, 0, 1]])) == 2
    with pytest.raises(SingularMatrixError):
        inverse(Matrix([[1, 2], [2, 4]]))
