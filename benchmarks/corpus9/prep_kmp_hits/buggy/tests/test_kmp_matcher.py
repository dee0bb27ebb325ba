import pytest
from kmp_matcher import failure_table, find_all, kmp_find, replace_all


@pytest.mark.parametrize(
    "pattern, table",
    [("abab", [0, 0, 1, 2]), ("aabaaab", [0, 1, 0, 1, 2, 2, 3]), ("abc", [0, 0, 0]), ("", [])],
)
def test_failure_table(pattern, table):
    assert failure_table(pattern) == table


def test_find_first():
    assert kmp_find("hello world", "world") == 6
    assert kmp_find("hello world", "word") == -1


def test_find_from_start():
    assert kmp_find("abcabc", "abc", 1) == 3


def test_find_all_single_hit():
    assert find_all("the needle here", "needle") == [4]


def test_find_all_several_hits():
    assert find_all("abracadabra", "abra") == [0, 7]
    assert find_all("xaxbxcx", "x") == [0, 2, 4, 6]


def test_find_all_overlapping():
    assert find_all("aaaa", "aa") == [0, 1, 2]
    assert find_all("aaaa", "aa", overlapping=False) == [0, 2]


def test_find_all_no_hit():
    assert find_all("abc", "d") == []
    assert find_all("", "a") == []


def test_empty_pattern_matches_everywhere():
    assert find_all("ab", "") == [0, 1, 2]


def test_replace_all():
    assert replace_all("a cat and a hat", "at", "og") == "a cog and a hog"
    assert replace_all("aaaa", "aa", "b") == "bb"
    assert replace_all("nothing", "zz", "y") == "nothing"
    with pytest.raises(ValueError):
        replace_all("x", "", "y")
