from word_search import contains_word, find_path, words_in_grid

GRID = ["ABCE",
        "SFCS",
        "ADEE"]


def test_find_path_follows_adjacent_cells():
    assert find_path(GRID, "ABCCED") == [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1)]
    assert find_path(GRID, "SEE") == [(1, 3), (2, 3), (2, 2)]


def test_words_that_are_not_in_the_grid():
    assert find_path(GRID, "ABFX") is None
    assert not contains_word(GRID, "ZOO")
    assert not contains_word(GRID, "ABCDEFG")


def test_a_cell_is_not_used_twice():
    assert not contains_word(GRID, "ABCB")
    assert not contains_word(["AB"], "ABA")
    assert not contains_word(["A"], "AA")


def test_path_reaching_a_letter_again_takes_a_new_cell():
    assert find_path(["ABA"], "ABA") == [(0, 0), (0, 1), (0, 2)]
    assert find_path(["AA", "AA"], "AAAA") == [(0, 0), (1, 0), (1, 1), (0, 1)]


def test_backtracking_tries_the_other_branch():
    grid = ["CAT",
            "AXA",
            "TAC"]
    assert find_path(grid, "CATAC") == [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]
    assert contains_word(grid, "TACAT")
    # going down from C first reaches a dead end at X, then the path turns right
    assert find_path(["CAT", "AXS"], "CATS") == [(0, 0), (0, 1), (0, 2), (1, 2)]


def test_empty_word_and_empty_grid():
    assert find_path(GRID, "") == []
    assert find_path([], "A") is None
    assert find_path(["", ""], "A") is None


def test_single_letters_and_ragged_rows():
    assert find_path(GRID, "D") == [(2, 1)]
    assert find_path(["AB", "C"], "BAC") == [(0, 1), (0, 0), (1, 0)]


def test_words_in_grid():
    words = ["ABCCED", "SEE", "ABCB", "SEE", "FDA", "EEC"]
    assert words_in_grid(GRID, words) == ["ABCCED", "EEC", "FDA", "SEE"]


def test_the_grid_is_left_untouched():
    grid = [list("AB"), list("CD")]
    find_path(grid, "ABDC")
    find_path(grid, "ABX")
    assert grid == [list("AB"), list("CD")]
