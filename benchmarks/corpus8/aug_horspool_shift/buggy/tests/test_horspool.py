import pytest
from horspool import contains, count, find, shift_table


def test_shift_table_uses_rightmost_occurrence():
    assert shift_table("abcab") == {"a": 1, "b": 3, "c": 2}
    assert shift_table("x") == {}


def test_match_at_the_start():
    assert find("needle in a haystack", "needle") == 0


def test_match_further_on():
    assert find("hello world", "world") == 6


def test_absent_pattern():
    assert find("abcdefgh", "xyz") == -1
    assert not contains("abcdefgh", "hgf")


def test_pattern_longer_than_text():
    assert find("abc", "abcd") == -1


def test_empty_pattern_matches_at_start():
    assert find("abc", "") == 0
    assert find("abc", "", 3) == 3
    assert find("abc", "", 4) == -1


def test_search_from_an_offset():
    assert find("abcabc", "abc", 1) == 3


def test_whole_text_is_the_pattern():
    assert find("kayak", "kayak") == 0
    assert contains("kayak", "kayak")


@pytest.mark.parametrize("text, pattern, expected", [("aaaa", "aa", 3), ("aaa", "aaa", 1), ("ab", "b", 1)])
def test_count_overlapping(text, pattern, expected):
    assert count(text, pattern) == expected


def test_count_rejects_empty_pattern():
    with pytest.raises(ValueError):
        count("abc", "")
