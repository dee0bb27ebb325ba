import pytest

from minefield import Minefield

BOARD = [
    "*...",
    "....",
    ".*..",
    "....",
]


def test_mine_count_and_is_mine():
    field = Minefield(BOARD)
    assert field.mine_count() == 2
    assert field.is_mine(0, 0) and field.is_mine(2, 1)
    assert not field.is_mine(3, 3)


def test_ragged_board_rejected():
    with pytest.raises(ValueError):
        Minefield(["..", "."])


def test_interior_neighbours():
    field = Minefield(BOARD)
    assert len(field.neighbours(1, 1)) == 8
    assert field.count_at(1, 1) == 2


def test_corner_neighbours():
    field = Minefield(BOARD)
    assert sorted(field.neighbours(0, 3)) == [(0, 2), (1, 2), (1, 3)]


def test_edge_count():
    field = Minefield(["...*", "...."])
    assert field.count_at(0, 0) == 0
    assert field.count_at(1, 0) == 0


def test_hints():
    assert Minefield(BOARD).hints() == ["*100", "2210", "1*10", "1110"]


def test_reveal_mine():
    field = Minefield(BOARD)
    assert field.reveal(2, 1) is False
    assert field.revealed == set()


def test_reveal_number_opens_one_cell():
    field = Minefield(BOARD)
    assert field.reveal(1, 1) == {(1, 1)}


def test_reveal_flood():
    field = Minefield(["....", "....", "...*"])
    opened = field.reveal(0, 0)
    assert len(opened) == 11
    assert field.is_cleared()
