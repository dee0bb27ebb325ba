from fractions import Fraction

import pytest
from matrix_ring import Matrix, fibonacci


def test_ragged_rows_rejected():
    with pytest.raises(ValueError):
        Matrix([[1, 2], [3]])


def test_add_and_transpose():
    a = Matrix([[1, 2, 3], [4, 5, 6]])
    assert a.transpose() == Matrix([[1, 4], [2, 5], [3, 6]])
    assert a + a == Matrix([[2, 4, 6], [8, 10, 12]])


def test_square_product():
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix([[0, 1], [5, -2]])
    assert a @ b == Matrix([[10, -3], [20, -5]])


def test_rectangular_product():
    a = Matrix([[1, 0, 2], [-1, 3, 1]])
    b = Matrix([[3, 1], [2, 1], [1, 0]])
    assert a @ b == Matrix([[5, 1], [4, 2]])
    assert (a @ b).shape == (2, 2)


def test_row_times_column():
    assert Matrix([[1, 2, 3]]) @ Matrix([[4], [5], [6]]) == Matrix([[32]])
    assert (Matrix([[4], [5]]) @ Matrix([[1, 2]])).rows == [[4, 8], [5, 10]]


def test_incompatible_shapes():
    with pytest.raises(ValueError):
        Matrix([[1, 2]]) @ Matrix([[1, 2]])


def test_power_and_identity():
    a = Matrix([[2, 1], [0, 3]])
    assert a.power(0) == Matrix.identity(2)
    assert a.power(3) == Matrix([[8, 19], [0, 27]])


def test_fibonacci():
    assert [fibonacci(n) for n in range(10)] == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
    assert fibonacci(90) == 2880067194370816120


def test_determinant():
    assert Matrix([[4, 3], [6, 3]]).determinant() == -6
    assert Matrix([[0, 2, 1], [1, 0, 0], [2, 1, 3]]).determinant() == -5
    assert Matrix([[1, 2], [2, 4]]).determinant() == 0
    assert Matrix([[Fraction(1, 2), 1], [1, 3]]).determinant() == Fraction(1, 2)


def test_trace():
    assert Matrix([[1, 9], [9, 5]]).trace() == 6
