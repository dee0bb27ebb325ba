import pytest

from editor import Editor


def test_insert_delete_and_undo():
    ed = Editor("hello")
    ed.insert(5, " world")
    ed.delete(0, 1)
    assert ed.text == "ello world"
    assert ed.undo() and ed.text == "hello world"
    assert ed.undo() and ed.text == "hello"
    assert not ed.undo()


def test_redo_after_undo():
    ed = Editor("abc")
    ed.delete(1, 2)
    ed.undo()
    assert ed.redo() and ed.text == "ac"
    assert not ed.redo()


def test_new_edit_clears_redo():
    ed = Editor("abc")
    ed.insert(3, "d")
    ed.undo()
    ed.insert(0, "x")
    assert not ed.redo()
    assert ed.text == "xabc"


def test_typing_a_word_is_undone_at_once():
    ed = Editor("")
    for i, ch in enumerate("hi you"):
        ed.type(i, ch)
    assert ed.text == "hi you"
    ed.undo()
    assert ed.text == "hi "
    ed.undo()
    ed.undo()
    assert ed.text == ""


def test_history_limit():
    ed = Editor("", history=3)
    for i in range(5):
        ed.insert(i, str(i))
    while ed.undo():
        pass
    assert ed.text == "01"


def test_out_of_range_edits():
    ed = Editor("abc")
    with pytest.raises(IndexError):
        ed.insert(4, "x")
    with pytest.raises(IndexError):
        ed.delete(2, 1)


def test_find_all():
    ed = Editor("banana bandana")
    assert ed.find_all("an") == [1, 3, 8, 11]
    assert ed.find_all("xyz") == []


def test_replace_all_and_undo_one_by_one():
    ed = Editor("cat, cat and cat")
    assert ed.replace_all("cat", "dog") == 3
    assert ed.text == "dog, dog and dog"
    ed.undo()
    assert ed.text == "cat, dog and dog"
    assert ed.replace_all("bird", "fish") == 0
