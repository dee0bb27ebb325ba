import pytest

from spiral import spiral_matrix, spiral_order


@pytest.mark.parametrize(
    "matrix, order",
    [
        ([], []),
        ([[7]], [7]),
        ([[1, 2, 3]], [1, 2, 3]),
        ([[1], [2], [3]], [1, 2, 3]),
        ([[1, 2], [3, 4]], [1, 2, 4, 3]),
        ([[1, 2, 3], [4, 5, 6], [7, 8, 9]], [1, 2, 3, 6, 9, 8, 7, 4, 5]),
        ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]),
    ],
)
def test_spiral_order(matrix, order):
    assert spiral_order(matrix) == order


def test_spiral_matrix():
    assert spiral_matrix(0) == []
    assert spiral_matrix(3) == [[1, 2, 3], [8, 9, 4], [7, 6, 5]]


def test_reading_a_spiral_matrix_counts_up():
    assert spiral_order(spiral_matrix(6)) == list(range(1, 37))
