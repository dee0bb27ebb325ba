import pytest
from tictactoe import best_move, free_cells, outcome, parse, play, render, self_play, winner


def test_parse_and_winner():
    assert winner(parse("XXX OO. ...")) == "X"
    assert winner(parse("XO. OX. ..X")) == "X"
    assert winner(parse("XO. ... ...")) is None


def test_parse_rejects_bad_boards():
    with pytest.raises(ValueError):
        parse("XX")


def test_play_rejects_taken_cell():
    with pytest.raises(ValueError, match="taken"):
        play(parse("X.. ... ..."), 0, "O")


def test_takes_the_win():
    assert best_move(parse("XX. OO. ...")) == 2


def test_blocks_the_threat():
    assert best_move(parse("X.. OO. X..")) == 5


def test_game_over_has_no_move():
    with pytest.raises(ValueError):
        best_move(parse("XXX OO. ..."))


def test_perfect_play_draws():
    board = self_play()
    assert winner(board) is None
    assert free_cells(board) == []


@pytest.mark.parametrize(
    ("rows", "expected"),
    [("X.. ... ...", "draw"), ("XO. ... ...", "X"), ("XOX OXO OX.", "X"), ("XXX OO. ...", "X")],
)
def test_outcome(rows, expected):
    assert outcome(parse(rows)) == expected


def test_full_drawn_board():
    assert outcome(parse("XOX XOO OXO")) == "draw"


def test_render():
    assert render(parse("XO. ... ..X")).splitlines()[0] == "X | O | ."
