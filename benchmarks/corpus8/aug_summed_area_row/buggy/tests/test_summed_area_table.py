from fractions import Fraction

import pytest
from summed_area_table import SummedAreaTable, best_block

GRID = [
    [3, 0, 1, 4],
    [5, 6, 3, 2],
    [1, 2, 0, 1],
]


def test_empty_grid():
    table = SummedAreaTable([])
    assert table.total() == 0
    assert best_block([], 1) is None


def test_ragged_grid_is_rejected():
    with pytest.raises(ValueError):
        SummedAreaTable([[1, 2], [3]])


def test_single_column():
    table = SummedAreaTable([[2], [5], [-1], [4]])
    assert table.region_sum(1, 0, 2, 0) == 4
    assert table.total() == 10


def test_table_layout():
    assert SummedAreaTable([[1, 2], [3, 4]]).table == [[0, 0, 0], [0, 1, 3], [0, 4, 10]]


def test_total():
    assert SummedAreaTable(GRID).total() == 28


@pytest.mark.parametrize("corners, expected", [((0, 0, 0, 0), 3), ((0, 0, 1, 1), 14),
                                               ((1, 1, 2, 3), 14), ((0, 2, 2, 3), 11)])
def test_region_sums(corners, expected):
    assert SummedAreaTable(GRID).region_sum(*corners) == expected


def test_every_cell_is_recovered():
    table = SummedAreaTable(GRID)
    assert [[table.region_sum(r, c, r, c) for c in range(4)] for r in range(3)] == GRID


def test_region_outside_the_grid():
    table = SummedAreaTable(GRID)
    with pytest.raises(IndexError):
        table.region_sum(0, 0, 3, 0)
    with pytest.raises(IndexError):
        table.region_sum(1, 2, 0, 2)


def test_region_mean():
    assert SummedAreaTable(GRID).region_mean(0, 0, 1, 2) == Fraction(18, 6)


def test_best_block():
    assert best_block(GRID, 2) == (14, 0, 0)
    assert best_block([[1, -2, 3], [-4, 5, -6], [7, -8, 9]], 2) == (0, 0, 0)
