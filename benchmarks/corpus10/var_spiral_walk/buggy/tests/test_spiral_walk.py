import pytest

from spiral_walk import spiral_cells, spiral_fill, spiral_order


def test_empty_matrix():
    assert spiral_order([]) == []
    assert spiral_order([[]]) == []


def test_single_row_and_single_column():
    assert spiral_order([[1, 2, 3]]) == [1, 2, 3]
    assert spiral_order([[1], [2], [3]]) == [1, 2, 3]


def test_two_by_two():
    assert spiral_order([[1, 2], [3, 4]]) == [1, 2, 4, 3]


def test_three_by_three():
    assert spiral_order([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [1, 2, 3, 6, 9, 8, 7, 4, 5]


def test_wide_matrix():
    matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    assert spiral_order(matrix) == [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]


def test_tall_matrix():
    matrix = [[1, 2], [3, 4], [5, 6], [7, 8]]
    assert spiral_order(matrix) == [1, 2, 4, 6, 8, 7, 5, 3]


def test_ragged_matrix_rejected():
    with pytest.raises(ValueError):
        spiral_order([[1, 2], [3]])


@pytest.mark.parametrize("rows, cols", [(1, 1), (2, 5), (4, 4), (5, 3), (6, 7)])
def test_every_cell_visited_once(rows, cols):
    cells = list(spiral_cells(rows, cols))
    assert len(cells) == rows * cols
    assert set(cells) == {(r, c) for r in range(rows) for c in range(cols)}


def test_spiral_fill():
    assert spiral_fill(3, 4) == [[1, 2, 3, 4], [10, 11, 12, 5], [9, 8, 7, 6]]
    assert spiral_fill(2, 2, start=0) == [[0, 1], [3, 2]]


def test_negative_dimensions_rejected():
    with pytest.raises(ValueError):
        list(spiral_cells(-1, 3))
