from fractions import Fraction

import pytest

from determinant import determinant, rank, solve


def test_two_by_two():
    assert determinant([[3, 8], [4, 6]]) == -14


def test_three_by_three():
    assert determinant([[6, 1, 1], [4, -2, 5], [2, 8, 7]]) == -306


def test_identity_and_empty():
    assert determinant([[1, 0, 0], [0, 1, 0], [0, 0, 1]]) == 1
    assert determinant([]) == 1


def test_needs_a_row_swap():
    assert determinant([[0, 1], [1, 0]]) == -1
    assert determinant([[0, 2, 1], [3, 1, 0], [1, 0, 2]]) == -13


def test_singular():
    assert determinant([[1, 2], [2, 4]]) == 0
    assert determinant([[0, 0], [5, 1]]) == 0


def test_fractional_result():
    assert determinant([[Fraction(1, 2), 1], [1, 3]]) == Fraction(1, 2)


def test_not_square():
    with pytest.raises(ValueError):
        determinant([[1, 2, 3], [4, 5, 6]])


def test_rank():
    assert rank([[1, 2, 3], [2, 4, 6], [1, 0, 1]]) == 2
    assert rank([[0, 0], [0, 0]]) == 0


def test_solve():
    assert solve([[2, 1], [1, 3]], [3, 5]) == [Fraction(4, 5), Fraction(7, 5)]


def test_solve_with_a_leading_zero():
    assert solve([[0, 1, 1], [1, 0, 1], [1, 1, 0]], [5, 4, 3]) == [1, 2, 3]
