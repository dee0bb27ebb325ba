import pytest
from fenboard import START, Board, FenError, parse_fen, square, square_name

MIDGAME = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"


def test_square_names():
    assert square("a1") == 0 and square("h8") == 63
    assert square_name(square("e4")) == "e4"
    with pytest.raises(ValueError):
        square("i9")


def test_start_position():
    board = Board()
    assert board.piece_at("e1") == "K"
    assert board.piece_at("d8") == "q"
    assert board.piece_at("e4") is None
    assert board.material() == 0


@pytest.mark.parametrize("fen", [START, MIDGAME, "8/8/8/3k4/8/8/8/4K3 b - - 0 50"])
def test_fen_round_trip(fen):
    assert Board(fen).fen() == fen


@pytest.mark.parametrize(
    "bad",
    ["8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     START.replace(" w ", " x "), START.replace("KQkq", "KX")],
)
def test_bad_fen(bad):
    with pytest.raises(FenError):
        parse_fen(bad)


def test_knight_moves_from_start():
    assert Board().moves_from("g1") == ["f3", "h3"]


def test_pawn_moves_from_start():
    assert Board().moves_from("e2") == ["e3", "e4"]


def test_sliding_pieces_stop_at_pieces():
    board = Board(MIDGAME)
    assert board.moves_from("c4") == ["a6", "b3", "b5", "d3", "d5", "e2", "e6", "f1", "f7"]


def test_king_moves_in_open_board():
    board = Board("8/8/8/3k4/8/8/8/4K3 w - - 0 1")
    assert board.moves_from("e1") == ["d1", "d2", "e2", "f1", "f2"]
    assert board.moves_from("d5") == ["c4", "c5", "c6", "d4", "d6", "e4", "e5", "e6"]


def test_castled_king_has_few_moves():
    assert Board(MIDGAME).moves_from("e1") == ["e2", "f1"]


def test_attacks():
    attacked = Board(MIDGAME).attacked_by(white=False)
    assert "f2" in attacked
    assert "d4" in attacked


def test_material_after_capture():
    board = Board("rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2")
    assert board.material() == 1
