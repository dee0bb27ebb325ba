import pytest

from matrix import identity, matrix_power, multiply, multiply_chain, shape


def test_shape():
    assert shape([]) == (0, 0)
    assert shape([[1, 2, 3], [4, 5, 6]]) == (2, 3)


@pytest.mark.parametrize(
    "a, b, product",
    [
        ([[2]], [[3]], [[6]]),
        ([[1, 2], [3, 4]], [[5, 6], [7, 8]], [[19, 22], [43, 50]]),
        ([[1, 2, 3]], [[4], [5], [6]], [[32]]),
        ([[1, 0, 2], [0, 1, 1]], [[1, 1], [2, 0], [0, 3]], [[1, 7], [2, 3]]),
        ([[1], [2]], [[3, 4, 5]], [[3, 4, 5], [6, 8, 10]]),
        ([[1, 2]], [[1, 0], [0, 1]], [[1, 2]]),
    ],
)
def test_multiply(a, b, product):
    assert multiply(a, b) == product


def test_multiply_rejects_mismatched_shapes():
    with pytest.raises(ValueError):
        multiply([[1, 2]], [[1, 2]])


def test_matrix_power():
    assert matrix_power([[1, 1], [1, 0]], 10) == [[89, 55], [55, 34]]
    assert matrix_power([[5]], 0) == [[1]]
    assert identity(3) == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]


def test_multiply_chain():
    assert multiply_chain([[1, 2]], [[3], [4]], [[2, 0]]) == [[22, 0]]
