import pytest
from word_grid_search import contains, find_path, words_in

SQUARE = ["CAT", "ORE", "WNS"]
WIDE = ["ABCE", "SFCS", "ADEE"]


def test_empty_word_is_found_trivially():
    assert find_path(SQUARE, "") == []


def test_empty_board():
    assert find_path([], "A") is None


def test_square_board_path():
    assert find_path(SQUARE, "CORN") == [(0, 0), (1, 0), (1, 1), (2, 1)]


def test_square_board_turning_word():
    assert contains(SQUARE, "ROW")
    assert not contains(SQUARE, "CAN")


def test_cells_are_not_reused():
    assert not contains(["AB", "CD"], "ABA")


@pytest.mark.parametrize("word, expected", [
    ("ABCCED", True),
    ("SEE", True),
    ("ABCB", False),
    ("ESCE", True),
])
def test_wide_board(word, expected):
    assert contains(WIDE, word) is expected


def test_wide_board_path_reaches_last_column():
    assert find_path(WIDE, "SEE") == [(1, 3), (2, 3), (2, 2)]


def test_tall_board():
    tall = ["AB", "CD", "EF", "GH"]
    assert find_path(tall, "DFH") == [(1, 1), (2, 1), (3, 1)]
    assert not contains(tall, "AD")


def test_words_in():
    assert words_in(WIDE, ["SEE", "ABFD", "ABCF", "SEE", "DEC"]) == ["ABFD", "DEC", "SEE"]
