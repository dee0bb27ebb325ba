import pytest

from gap_buffer import GapBuffer


def test_initial_text_and_cursor():
    buf = GapBuffer("hello")
    assert buf.text() == "hello"
    assert str(buf) == "hello"
    assert len(buf) == 5
    assert buf.cursor == 5


def test_typing_grows_the_buffer():
    buf = GapBuffer(capacity=2)
    buf.insert("abc")
    buf.insert("defghijklmnop")
    assert buf.text() == "abcdefghijklmnop"
    assert buf.cursor == 16


def test_insert_in_the_middle():
    buf = GapBuffer("held")
    buf.move_cursor(3)
    buf.insert("lo worl")
    assert buf.text() == "hello world"
    buf.move_cursor(0)
    buf.insert(">> ")
    assert buf.text() == ">> hello world"
    assert buf.cursor == 3


def test_cursor_bounds():
    buf = GapBuffer("abc")
    with pytest.raises(IndexError):
        buf.move_cursor(4)
    buf.move_by(-10)
    assert buf.cursor == 0
    buf.move_by(2)
    assert buf.cursor == 2


def test_backspace_and_delete():
    buf = GapBuffer("abcdef")
    buf.move_cursor(3)
    assert buf.backspace(2) == "bc"
    assert buf.delete(1) == "d"
    assert buf.text() == "aef"
    assert buf.backspace(5) == "a"
    assert buf.delete(9) == "ef"
    assert buf.text() == "" and len(buf) == 0


def test_search_from_start_of_text():
    buf = GapBuffer("one two one two")
    assert buf.search("two", 0) == 4
    assert buf.cursor == 4


def test_search_continues_after_cursor():
    buf = GapBuffer("one two one two")
    buf.move_cursor(5)
    assert buf.search("two") == 12
    assert buf.cursor == 12
    buf.insert("[")
    assert buf.text() == "one two one [two"


def test_search_with_explicit_start():
    buf = GapBuffer("a-b-c-d")
    assert buf.search("-", 2) == 3
    assert buf.cursor == 3


def test_search_without_match_keeps_cursor():
    buf = GapBuffer("abc")
    buf.move_cursor(1)
    assert buf.search("z") == -1
    assert buf.cursor == 1


def test_line_and_column():
    buf = GapBuffer("first\nsecond\nthird")
    buf.move_cursor(9)
    assert buf.line_and_column() == (1, 3)
    buf.move_cursor(0)
    assert buf.line_and_column() == (0, 0)
