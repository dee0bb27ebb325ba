import pytest

from region_sums import RegionSums

GRID = [
    [3, 0, 1, 4, 2],
    [5, 6, 3, 2, 1],
    [1, 2, 0, 1, 5],
    [4, 1, 0, 1, 7],
    [1, 0, 3, 0, 5],
]


@pytest.fixture
def sums():
    return RegionSums(GRID)


def test_total(sums):
    assert sums.total() == 58


def test_region_from_origin(sums):
    assert sums.region(0, 0, 1, 1) == 14
    assert sums.region(0, 0, 4, 4) == 58


def test_interior_region(sums):
    assert sums.region(2, 1, 4, 3) == 8
    assert sums.region(1, 1, 2, 2) == 11


def test_single_cells(sums):
    for r, row in enumerate(GRID):
        for c, value in enumerate(row):
            assert sums.region(r, c, r, c) == value


def test_full_rows_and_columns(sums):
    assert sums.region(3, 0, 3, 4) == 13
    assert sums.region(0, 4, 4, 4) == 20


def test_bad_regions_rejected(sums):
    with pytest.raises(IndexError):
        sums.region(2, 2, 1, 3)
    with pytest.raises(IndexError):
        sums.region(0, 0, 5, 0)


def test_best_block(sums):
    assert sums.best_block(2, 2) == (14, 0, 0)  # ties go to the topmost, leftmost block
    assert sums.best_block(3, 1) == (17, 2, 4)
    assert sums.best_block(5, 5) == (58, 0, 0)


def test_block_too_big_rejected(sums):
    with pytest.raises(ValueError):
        sums.best_block(6, 1)


def test_ragged_and_empty_grids():
    with pytest.raises(ValueError):
        RegionSums([[1, 2], [3]])
    assert RegionSums([]).total() == 0
