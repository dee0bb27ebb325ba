import pytest

from textcols import (
    Align,
    best_column_count,
    columnize,
    display_width,
    fill,
    render_table,
    truncate,
    wrap,
)

FRUIT = ["apple", "banana", "cherry", "date", "elderberry", "fig", "grape"]


def test_display_width_counts_cells():
    assert display_width("abc") == 3
    assert display_width("日本語") == 6
    assert display_width("e\u0301") == 1


@pytest.mark.parametrize(
    "text, width, expected",
    [("hello world", 20, "hello world"), ("hello world", 8, "hello w…"), ("日本語テキスト", 7, "日本語…"), ("abc", 0, "")],
)
def test_truncate(text, width, expected):
    assert truncate(text, width) == expected


def test_wrap_is_greedy():
    text = "the quick brown fox jumps over the lazy dog"
    assert wrap(text, 10) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"]
    assert all(display_width(line) <= 10 for line in wrap(text, 10))


def test_wrap_splits_long_words():
    assert wrap("a supercalifragilistic word", 8) == ["a", "supercal", "ifragili", "stic", "word"]


def test_wrap_rejects_bad_width():
    with pytest.raises(ValueError, match="width must be positive"):
        wrap("text", 0)


def test_fill_with_hanging_indent():
    text = "alpha beta gamma delta epsilon"
    assert fill(text, 14, indent="* ", subsequent_indent="  ") == "* alpha beta\n  gamma delta\n  epsilon"


def test_best_column_count():
    assert best_column_count(FRUIT, 80) == 7
    assert best_column_count(FRUIT, 30) == 3
    assert best_column_count(FRUIT, 5) == 1


def test_columnize_fills_top_to_bottom():
    assert columnize(FRUIT, width=30) == (
        "apple   date        grape\n"
        "banana  elderberry\n"
        "cherry  fig"
    )


def test_columnize_narrow_terminal():
    assert columnize(["one", "two"], width=4) == "one\ntwo"
    assert columnize([], width=10) == ""


def test_render_table():
    table = render_table(
        [["widget", 3, 9.5], ["gizmo", 12, 120.0]],
        headers=["item", "qty", "price"],
        align=[Align.LEFT, Align.RIGHT, Align.RIGHT],
    )
    assert table.splitlines() == [
        "+--------+-----+-------+",
        "| item   | qty | price |",
        "+========+=====+=======+",
        "| widget |   3 |   9.5 |",
        "| gizmo  |  12 | 120.0 |",
        "+--------+-----+-------+",
    ]


def test_render_table_wraps_cells():
    table = render_table([["a long description", "x"]], max_width=9, align=[Align.CENTER])
    assert table.splitlines() == [
        "+-----------+---+",
        "|  a long   | x |",
        "| descripti |   |",
        "|    on     |   |",
        "+-----------+---+",
    ]
