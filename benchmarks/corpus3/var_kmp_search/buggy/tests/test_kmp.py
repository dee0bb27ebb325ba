import pytest

from kmp import kmp_search, longest_border, prefix_function, shortest_period


@pytest.mark.parametrize(
    "s, pi",
    [
        ("", []),
        ("abcd", [0, 0, 0, 0]),
        ("aaaa", [0, 1, 2, 3]),
        ("abab", [0, 0, 1, 2]),
        ("aabaaab", [0, 1, 0, 1, 2, 2, 3]),
    ],
)
def test_prefix_function(s, pi):
    assert prefix_function(s) == pi


@pytest.mark.parametrize(
    "text, pattern, positions",
    [
        ("hello", "ll", [2]),
        ("aaaaa", "aa", [0, 1, 2, 3]),
        ("abc", "", [0, 1, 2, 3]),
        ("abxabcabcaby", "abcaby", [6]),
    ],
)
def test_kmp_search(text, pattern, positions):
    assert kmp_search(text, pattern) == positions


def test_longest_border():
    assert longest_border("") == ""
    assert longest_border("abcab") == "ab"


def test_shortest_period():
    assert shortest_period("xyz") == 3
    assert shortest_period("abcabcabc") == 3
