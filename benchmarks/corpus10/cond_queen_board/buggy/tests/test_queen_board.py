import pytest

from queen_board import QueenBoard, count_solutions, solutions


def test_trivial_boards():
    assert solutions(0) == [()]
    assert solutions(1) == [(0,)]


def test_no_solution_for_two_and_three():
    assert solutions(2) == []
    assert solutions(3) == []


def test_four_queens():
    assert solutions(4) == [(1, 3, 0, 2), (2, 0, 3, 1)]


@pytest.mark.parametrize("n, expected", [(5, 10), (6, 4), (8, 92)])
def test_known_counts(n, expected):
    assert count_solutions(n) == expected


def test_column_attack():
    board = QueenBoard(4)
    board.place(2)
    assert not board.is_safe(1, 2)
    assert board.is_safe(1, 0)


def test_diagonal_attacks():
    board = QueenBoard(5)
    board.place(2)
    assert not board.is_safe(1, 3)  # down-right
    assert not board.is_safe(1, 1)  # down-left
    assert not board.is_safe(2, 0)
    assert board.is_safe(2, 1)


def test_place_rejects_attacked_square():
    board = QueenBoard(4)
    board.place(0)
    with pytest.raises(ValueError):
        board.place(0)
    with pytest.raises(IndexError):
        board.place(4)


def test_remove_frees_the_square():
    board = QueenBoard(4)
    board.place(1)
    board.place(3)
    assert board.remove() == 3
    assert board.is_safe(1, 3)
    assert board.queens == [1]


def test_render():
    board = QueenBoard(4)
    for col in (1, 3, 0, 2):
        board.place(col)
    assert board.render() == ".Q..\n...Q\nQ...\n..Q."


def test_negative_size_rejected():
    with pytest.raises(ValueError):
        QueenBoard(-1)
