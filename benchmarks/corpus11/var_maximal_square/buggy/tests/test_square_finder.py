import pytest

from square_finder import BinaryGrid

PICTURE = """
10100
10111
11111
10010
"""

WIDE = """
0111
0111
0111
"""


def test_parse_and_ones():
    grid = BinaryGrid.parse(PICTURE)
    assert (grid.height, grid.width) == (4, 5)
    assert grid.ones() == 13


def test_parse_hash_dot():
    grid = BinaryGrid.parse("#.\n##")
    assert grid.rows == [[1, 0], [1, 1]]


def test_ragged_rows_rejected():
    with pytest.raises(ValueError):
        BinaryGrid([[1, 0], [1]])


def test_single_row_and_column():
    assert BinaryGrid([[0, 1, 1]]).largest_side() == 1
    assert BinaryGrid([[1], [1], [0]]).count_squares() == 2


def test_largest_side_picture():
    assert BinaryGrid.parse(PICTURE).largest_side() == 2


def test_largest_area_wide():
    assert BinaryGrid.parse(WIDE).largest_area() == 9


def test_largest_square_position():
    assert BinaryGrid.parse(PICTURE).largest_square() == (1, 2, 2)
    assert BinaryGrid.parse(WIDE).largest_square() == (0, 1, 3)


def test_largest_square_none():
    assert BinaryGrid([[0, 0], [0, 0]]).largest_square() is None
    assert BinaryGrid([]).largest_side() == 0


@pytest.mark.parametrize(
    "rows, expected",
    [([[1, 1], [1, 1]], 5), ([[1, 1, 1], [1, 1, 1], [0, 1, 1]], 11), ([[1, 0], [0, 1]], 2)],
)
def test_count_squares(rows, expected):
    assert BinaryGrid(rows).count_squares() == expected


def test_square_table_small():
    assert BinaryGrid([[1, 1], [1, 1]]).square_table() == [[1, 1], [1, 2]]
