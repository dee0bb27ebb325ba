import pytest

from piece_table import PieceTable


def test_new_document():
    doc = PieceTable("hello world")
    assert doc.text() == "hello world" and len(doc) == 11
    assert PieceTable().text() == "" and len(PieceTable()) == 0


def test_insert_into_the_original_text():
    doc = PieceTable("hello world")
    doc.insert(5, ",")
    assert doc.text() == "hello, world"
    assert len(doc.pieces) == 3


def test_insert_at_the_start():
    doc = PieceTable("world")
    doc.insert(0, "hello ")
    doc.insert(0, ">> ")
    assert doc.text() == ">> hello world"


def test_typing_at_the_end():
    doc = PieceTable("abc")
    for ch in "def":
        doc.insert(len(doc), ch)
    assert doc.text() == "abcdef"


def test_edits_inside_later_pieces():
    doc = PieceTable("the quick fox")
    doc.insert(4, "very ")
    doc.insert(15, "brown ")
    assert doc.text() == "the very quick brown fox"
    doc.delete(4, 5)
    assert doc.text() == "the quick brown fox"


def test_delete_a_prefix():
    doc = PieceTable("scratch that")
    doc.delete(0, 8)
    assert doc.text() == "that"
    doc.delete(0, 0)
    assert doc.text() == "that"


def test_char_at():
    doc = PieceTable("abcdef")
    doc.insert(3, "XY")
    assert [doc.char_at(i) for i in range(len(doc))] == list("abcXYdef")


def test_add_buffer_only_grows():
    doc = PieceTable("12345")
    doc.insert(2, "ab")
    doc.delete(1, 3)
    assert doc.text() == "1345"
    assert doc.buffers == {"original": "12345", "added": "ab"}


def test_out_of_range_edits():
    doc = PieceTable("abc")
    with pytest.raises(IndexError):
        doc.insert(4, "x")
    with pytest.raises(IndexError):
        doc.delete(2, 2)
    with pytest.raises(IndexError):
        doc.char_at(3)
