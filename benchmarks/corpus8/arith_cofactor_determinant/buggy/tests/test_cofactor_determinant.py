from fractions import Fraction

import pytest
from cofactor_determinant import adjugate, cofactor_matrix, determinant, inverse, minor


def test_empty_and_single():
    assert determinant([]) == 1
    assert determinant([[-7]]) == -7


def test_two_by_two():
    assert determinant([[1, 2], [3, 4]]) == -2


def test_three_by_three():
    assert determinant([[2, -3, 1], [2, 0, -1], [1, 4, 5]]) == 49


def test_identity_and_triangular():
    assert determinant([[1, 0, 0], [0, 1, 0], [0, 0, 1]]) == 1
    assert determinant([[2, 5, 7], [0, 3, 1], [0, 0, 4]]) == 24
    assert determinant([[3, 0, 0, 0], [1, 2, 0, 0], [4, 5, 6, 0], [7, 8, 9, 1]]) == 36


def test_swapping_rows_negates():
    m = [[1, 2, 3], [0, 4, 5], [1, 0, 6]]
    swapped = [m[1], m[0], m[2]]
    assert determinant(swapped) == -determinant(m) == -22


def test_non_square_rejected():
    with pytest.raises(ValueError):
        determinant([[1, 2, 3], [4, 5, 6]])


def test_minor():
    assert minor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], 1, 0) == [[2, 3], [8, 9]]


def test_cofactors_and_adjugate_of_two_by_two():
    assert cofactor_matrix([[1, 2], [3, 4]]) == [[4, -3], [-2, 1]]
    assert adjugate([[1, 2], [3, 4]]) == [[4, -2], [-3, 1]]


def test_inverse():
    m = [[2, 0, 1], [1, 1, 0], [0, 3, 1]]
    inv = inverse(m)
    product = [[sum(m[i][k] * inv[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    assert product == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    assert inv[0][0] == Fraction(1, 5)


def test_singular_matrix_has_no_inverse():
    with pytest.raises(ValueError):
        inverse([[1, 2], [2, 4]])
