import pytest

from truncate import fit_row, fit_table, truncate, truncate_middle


def test_short_text_is_left_alone():
    assert truncate("hello", 5) == "hello"
    assert truncate("日本", 4) == "日本"


def test_ascii_truncation():
    assert truncate("hello world", 8) == "hello w…"
    assert truncate("hello world", 8, placeholder="...") == "hello..."


def test_wide_characters_take_two_cells():
    assert truncate("日本語のテキスト", 7) == "日本語…"
    assert truncate("ab日本語", 6) == "ab日…"


def test_combining_marks_take_no_room():
    assert truncate("cafe\u0301 au lait", 6) == "cafe\u0301 …"


def test_width_too_small_for_placeholder():
    with pytest.raises(ValueError):
        truncate("hello", 2, placeholder="...")


def test_truncate_middle_keeps_both_ends():
    assert truncate_middle("/home/user/projects/report.txt", 16) == "/home/us…ort.txt"


@pytest.mark.parametrize(
    "cells, row",
    [
        (["apple", 3, "fresh"], "apple   |   3 | fresh"),
        (["watermelon", 12, "ok"], "waterm… |  12 | ok"),
    ],
)
def test_fit_row(cells, row):
    assert fit_row(cells, [7, 3, 5], ["left", "right", "left"]) == row


def test_fit_table():
    text = fit_table([["name", "qty"], ["grüner tee", 2]], [6, 3], ["left", "right"])
    assert text.splitlines() == ["name   | qty", "-------+----", "grüne… |   2"]


def test_row_needs_one_cell_per_column():
    with pytest.raises(ValueError):
        fit_row(["a", "b"], [3])
