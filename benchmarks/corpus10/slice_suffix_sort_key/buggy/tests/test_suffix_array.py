import pytest
from suffix_array import (
    burrows_wheeler,
    common_prefix_length,
    count_distinct_substrings,
    lcp_array,
    longest_repeated_substring,
    suffix_array,
)


def test_suffix_array_of_banana():
    assert suffix_array("banana") == [5, 3, 1, 0, 4, 2]


def test_suffix_array_trivial():
    assert suffix_array("") == []
    assert suffix_array("z") == [0]
    assert suffix_array("ba") == [1, 0]


def test_common_prefix_length():
    assert common_prefix_length("anana", "ana") == 3
    assert common_prefix_length("abc", "xbc") == 0
    assert common_prefix_length("", "abc") == 0


def test_lcp_array_with_given_order():
    assert lcp_array("banana", [5, 3, 1, 0, 4, 2]) == [0, 1, 3, 0, 0, 2]


def test_lcp_array_computed():
    assert lcp_array("mississippi") == [0, 1, 1, 4, 0, 0, 1, 0, 2, 1, 3]


@pytest.mark.parametrize("text, expected", [
    ("banana", "ana"), ("mississippi", "issi"), ("abcd", ""), ("", ""), ("aaaa", "aaa"),
    ("xyabxyab", "xyab"), ("cdab", ""), ("zzabzz", "zz"), ("abqzqab", "ab"),
])
def test_longest_repeated_substring(text, expected):
    assert longest_repeated_substring(text) == expected


@pytest.mark.parametrize("text, count", [("", 0), ("a", 1), ("aaaa", 4), ("abab", 7), ("banana", 15)])
def test_count_distinct_substrings(text, count):
    assert count_distinct_substrings(text) == count


def test_burrows_wheeler():
    assert burrows_wheeler("banana") == "annb$aa"
    assert burrows_wheeler("") == "$"


def test_burrows_wheeler_rejects_sentinel():
    with pytest.raises(ValueError):
        burrows_wheeler("a$b")
