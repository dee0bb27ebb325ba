from tictactoe import available_moves, status, winner


def test_moves():
    assert available_moves("XO.X.O...") == [2, 4, 6, 7, 8]


def test_diagonal_win():
    assert winner("X.O.XO..X") == "X"


def test_status_playing():
    assert status("X........") == "playing"
