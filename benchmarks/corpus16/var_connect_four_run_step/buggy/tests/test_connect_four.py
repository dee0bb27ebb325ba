import pytest

from connect_four import Board, ColumnFull, Game, winning_move


def test_drop_stacks_from_the_bottom():
    board = Board()
    assert [board.drop(3, "X"), board.drop(3, "O"), board.drop(0, "X")] == [0, 1, 0]
    assert board.heights == [1, 0, 0, 2, 0, 0, 0]


def test_full_column_and_bad_column():
    board = Board(rows=2, cols=3)
    board.drop(1, "X")
    board.drop(1, "O")
    with pytest.raises(ColumnFull):
        board.drop(1, "X")
    with pytest.raises(IndexError):
        board.drop(3, "X")
    assert board.valid_moves() == [0, 2]


def test_render_and_parse():
    board = Board(rows=3, cols=4)
    board.drop(0, "X")
    board.drop(0, "O")
    board.drop(2, "X")
    assert board.render() == "....\nO...\nX.X."
    assert Board.from_text(board.render()).heights == [2, 0, 1, 0]


def test_vertical_win():
    game = Game()
    assert game.play_all([0, 1, 0, 1, 0, 1, 0]) == "X"
    with pytest.raises(ValueError):
        game.play(2)


def test_horizontal_win():
    game = Game()
    assert game.play_all([0, 0, 1, 1, 2, 2, 3]) == "X"


def test_diagonal_win():
    board = Board.from_text("""
        .......
        .......
        ...X...
        ..XO...
        .XOO...
        XOOX...
    """)
    assert board.line_through(0, 0) == 4
    assert board.wins_at(2, 2)


def test_lone_disc_has_line_one():
    board = Board()
    row = board.drop(6, "O")
    assert board.line_through(row, 6) == 1
    assert not board.wins_at(row, 6)


def test_winning_move_finds_the_gap():
    board = Board.from_text("""
        .......
        .......
        .......
        .......
        .......
        XX.X.OO
    """)
    assert winning_move(board, "X") == 2
    assert winning_move(board, "O") is None
    assert board.heights == [1, 1, 0, 1, 0, 1, 1]


def test_draw_when_the_board_fills_up():
    game = Game(rows=2, cols=3, connect=3)
    assert game.play_all([0, 1, 2, 0, 1, 2]) is None
    assert game.over
