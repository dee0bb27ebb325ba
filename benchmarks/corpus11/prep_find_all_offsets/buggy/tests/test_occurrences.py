import pytest

from occurrences import count, find_all, highlight, line_col, locate_all, nth_index, replace_nth


def test_single_occurrence():
    assert find_all("hello world", "world") == [6]


def test_no_occurrence():
    assert find_all("abc", "z") == []


def test_overlapping_and_not():
    assert find_all("aaaa", "aa") == [0, 1, 2]
    assert find_all("aaaa", "aa", overlapping=False) == [0, 2]


def test_ignore_case():
    assert find_all("Go go GO", "go", ignore_case=True) == [0, 3, 6]


def test_empty_pattern_raises():
    with pytest.raises(ValueError):
        find_all("abc", "")


def test_count_matches_str_count():
    text = "the cat sat on the mat with the hat"
    assert count(text, "the") == text.count("the") == 3
    assert count("aaaa", "aa", overlapping=True) == 3


def test_nth_index_and_replace_nth():
    assert nth_index("a-b-c-d", "-", 2) == 5
    assert nth_index("a-b", "-", 4) == -1
    assert replace_nth("x.y.z", ".", "/", 1) == "x.y/z"


def test_highlight():
    assert highlight("to be or not to be", "be") == "to [be] or not to [be]"
    assert highlight("Cat cat", "cat", "<", ">", ignore_case=True) == "<Cat> <cat>"


@pytest.mark.parametrize("offset, expected", [(0, (1, 1)), (4, (2, 1)), (6, (2, 3)), (9, (3, 2))])
def test_line_col(offset, expected):
    assert line_col("abc\ndef\nxy", offset) == expected


def test_locate_all():
    assert locate_all("x = 1\ny = x + x\n", "x") == [(1, 1), (2, 5), (2, 9)]
