import pytest

from island_counter import IslandCounter, islands_after_each


def test_empty_sea():
    counter = IslandCounter(3, 3)
    assert counter.islands == 0
    assert counter.largest_island() == 0
    assert not counter.is_land(1, 1)


def test_single_row():
    assert islands_after_each(1, 6, [(0, 0), (0, 2), (0, 4), (0, 1), (0, 3)]) == [1, 2, 3, 2, 1]


def test_single_column():
    assert islands_after_each(5, 1, [(0, 0), (4, 0), (2, 0), (1, 0), (3, 0)]) == [1, 2, 3, 2, 1]


def test_diagonal_cells_stay_apart():
    assert islands_after_each(3, 3, [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0)]) == [1, 2, 3, 4, 5]


def test_merging_islands_in_a_grid():
    positions = [(0, 0), (0, 1), (1, 2), (2, 1), (1, 1), (3, 3)]
    assert islands_after_each(4, 4, positions) == [1, 1, 2, 3, 1, 2]


def test_raising_a_cell_twice_changes_nothing():
    counter = IslandCounter(2, 2)
    assert counter.add_land(0, 1) == 1
    assert counter.add_land(0, 1) == 1
    assert counter.largest_island() == 1


def test_largest_island():
    counter = IslandCounter(3, 4)
    for cell in [(0, 0), (1, 0), (2, 0), (0, 3), (1, 3), (2, 2)]:
        counter.add_land(*cell)
    assert counter.islands == 3
    assert counter.largest_island() == 3
    assert counter.is_land(1, 0) and not counter.is_land(0, 1)


@pytest.mark.parametrize("cell", [(2, 0), (0, 2), (-1, 0)])
def test_off_grid_cells_rejected(cell):
    with pytest.raises(IndexError):
        IslandCounter(2, 2).add_land(*cell)
