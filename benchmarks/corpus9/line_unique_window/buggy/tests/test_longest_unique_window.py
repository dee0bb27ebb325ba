import pytest
from longest_unique_window import (
    longest_k_distinct,
    longest_unique_substring,
    longest_unique_window,
)


def test_empty():
    assert longest_unique_window("") == (0, 0)
    assert longest_unique_substring("") == ""


def test_all_distinct():
    assert longest_unique_substring("abcdef") == "abcdef"


def test_classic_example():
    assert longest_unique_substring("abcabcbb") == "abc"
    assert longest_unique_window("pwwkew") == (2, 3)


def test_all_same():
    assert longest_unique_window("bbbb") == (0, 1)


def test_repeat_before_window_start_is_ignored():
    assert longest_unique_substring("abba") == "ab"
    assert longest_unique_substring("tmmzuxt") == "mzuxt"


def test_window_at_the_end():
    assert longest_unique_window("aab cdefa") == (1, 7)


@pytest.mark.parametrize(
    "s, k, expected",
    [("eceba", 2, "ece"), ("aa", 1, "aa"), ("abcadcacacaca", 3, "cadcacacaca"), ("abc", 0, "")],
)
def test_longest_k_distinct(s, k, expected):
    assert longest_k_distinct(s, k) == expected


def test_k_distinct_with_one_equals_longest_run():
    assert longest_k_distinct("abbbccddddd", 1) == "ddddd"
