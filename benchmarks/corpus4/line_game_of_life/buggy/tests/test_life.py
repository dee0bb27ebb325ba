import pytest

from life import Board

BLINKER = """
.....
..#..
..#..
..#..
.....
"""

GLIDER = """
.#....
..#...
###...
......
......
......
"""


def test_parse_and_print_round_trip():
    board = Board.from_text(BLINKER)
    assert board.to_text() == BLINKER.strip()
    assert board.population() == 3


def test_ragged_rows_are_rejected():
    with pytest.raises(ValueError):
        Board.from_text("..\n...")


def test_blinker_oscillates():
    board = Board.from_text(BLINKER).step()
    assert board.to_text().splitlines()[2] == ".###."
    assert board.step().to_text() == BLINKER.strip()
    assert board.generation == 2


def test_block_is_a_still_life():
    board = Board(4, 4, [(1, 1), (1, 2), (2, 1), (2, 2)])
    assert board.period() == 1


def test_blinker_has_period_two():
    assert Board.from_text(BLINKER).period() == 2


def test_glider_wraps_around_a_torus():
    board = Board.from_text(GLIDER, wrap=True)
    assert board.period(limit=30) == 24
    assert board.run(24).to_text() == GLIDER.strip()


def test_glider_dies_in_a_corner_without_wrapping():
    board = Board.from_text(GLIDER).run(40)
    assert board.population() == 4  # it ends as a block
    assert board.period() == 1


def test_cells_outside_the_board():
    with pytest.raises(IndexError):
        Board(3, 3).set(3, 0)
