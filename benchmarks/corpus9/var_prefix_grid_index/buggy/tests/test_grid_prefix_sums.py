import pytest
from grid_prefix_sums import GridSums

GRID = [
    [3, 0, 1, 4, 2],
    [5, 6, 3, 2, 1],
    [1, 2, 0, 1, 5],
    [4, 1, 0, 1, 7],
    [1, 0, 3, 0, 5],
]


def test_empty_grid():
    sums = GridSums([])
    assert sums.total() == 0
    assert sums.best_square(1) is None


def test_single_cell():
    sums = GridSums([[7]])
    assert sums.region(0, 0, 0, 0) == 7
    assert sums.total() == 7


def test_total_of_square_grid():
    assert GridSums(GRID).total() == sum(map(sum, GRID))


def test_inner_regions():
    sums = GridSums(GRID)
    assert sums.region(2, 1, 4, 3) == 8
    assert sums.region(1, 1, 2, 2) == 11
    assert sums.region(1, 2, 2, 4) == 12


def test_single_row_and_column():
    sums = GridSums([[1, 2, 3, 4]])
    assert sums.region(0, 1, 0, 2) == 5
    column = GridSums([[1], [2], [3]])
    assert column.region(1, 0, 2, 0) == 5


def test_wide_grid_total():
    assert GridSums([[1, 2, 3], [4, 5, 6]]).total() == 21


def test_region_out_of_range():
    sums = GridSums(GRID)
    with pytest.raises(IndexError):
        sums.region(0, 0, 5, 0)
    with pytest.raises(IndexError):
        sums.region(2, 3, 1, 3)


def test_ragged_grid_rejected():
    with pytest.raises(ValueError):
        GridSums([[1, 2], [3]])


def test_best_square():
    assert GridSums(GRID).best_square(2) == (14, 0, 0)
    assert GridSums(GRID).best_square(3) == (22, 1, 0)
    assert GridSums(GRID).best_square(5) == (sum(map(sum, GRID)), 0, 0)
