from fractions import Fraction

import pytest
from square_matrix import SquareMatrix

A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]


def test_rejects_non_square():
    with pytest.raises(ValueError):
        SquareMatrix([[1, 2], [3]])


def test_determinant_2x2():
    assert SquareMatrix([[3, 8], [4, 6]]).determinant() == -14


def test_determinant_with_row_swap():
    assert SquareMatrix([[0, 1], [1, 0]]).determinant() == -1
    assert SquareMatrix([[0, 2, 1], [1, 0, 0], [0, 0, 3]]).determinant() == -6


def test_determinant_of_identity_and_empty():
    assert SquareMatrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]]).determinant() == 1
    assert SquareMatrix([]).determinant() == 1


def test_singular_matrix():
    m = SquareMatrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    assert m.determinant() == 0
    assert m.rank() == 2


def test_solve_classic_system():
    assert SquareMatrix(A).solve([8, -11, -3]) == [2, 3, -1]


def test_solve_fractional_answer():
    assert SquareMatrix([[2, 3], [4, 1]]).solve([1, 1]) == [Fraction(1, 5), Fraction(1, 5)]


def test_solve_singular_rejected():
    with pytest.raises(ValueError):
        SquareMatrix([[1, 2], [2, 4]]).solve([1, 2])


def test_matrix_is_unchanged_by_queries():
    m = SquareMatrix(A)
    before = [row[:] for row in m.rows]
    assert m.determinant() == -1
    assert m.rows == before


def test_repeated_queries_agree():
    m = SquareMatrix([[4, 3, 2], [2, 1, 3], [3, 2, 1]])
    first = m.determinant()
    assert m.determinant() == first == 3
    assert m.rank() == 3
    assert m.solve([9, 6, 6]) == [1, 1, 1]


def test_transpose_keeps_determinant():
    m = SquareMatrix(A)
    assert m.transpose().determinant() == m.determinant()
    assert m.transpose().transpose() == m
