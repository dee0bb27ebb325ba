import pytest
from longest_palindrome_center import count_palindromes, longest_palindrome, shortest_palindrome


def test_empty_and_single():
    assert longest_palindrome("") == ""
    assert longest_palindrome("q") == "q"


def test_no_repeated_letters_gives_first_letter():
    assert longest_palindrome("abcd") == "a"


def test_odd_palindrome_inside():
    assert longest_palindrome("cabad") == "aba"


def test_even_palindrome_inside():
    assert longest_palindrome("xabbay") == "abba"


def test_whole_string():
    assert longest_palindrome("racecar") == "racecar"


def test_leftmost_on_ties():
    assert longest_palindrome("abaxcdc") == "aba"


@pytest.mark.parametrize("s, n", [("", 0), ("abc", 3), ("aaa", 6), ("abba", 6), ("abab", 6)])
def test_count_palindromes(s, n):
    assert count_palindromes(s) == n


@pytest.mark.parametrize(
    "s, expected", [("aacecaaa", "aaacecaaa"), ("abcd", "dcbabcd"), ("", ""), ("aba", "aba")]
)
def test_shortest_palindrome(s, expected):
    assert shortest_palindrome(s) == expected


def test_longest_matches_brute_force():
    s = "forgeeksskeegfor"
    assert longest_palindrome(s) == "geeksskeeg"
