import pytest

from manacher import (
    count_palindromes,
    longest_palindrome,
    longest_palindromic_prefix,
    radii,
    shortest_palindrome,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("", ""),
        ("a", "a"),
        ("abba", "abba"),
        ("racecar", "racecar"),
        ("babad", "bab"),
        ("cbbd", "bb"),
        ("forgeeksskeegfor", "geeksskeeg"),
        ("abacdfgdcaba", "aba"),
        ("xyzabcbaq", "abcba"),
    ],
)
def test_longest_palindrome(text, expected):
    assert longest_palindrome(text) == expected


def test_radii_of_a_short_string():
    assert radii("aba") == [0, 0, 1, 0, 3, 0, 1, 0, 0]


@pytest.mark.parametrize("text, count", [("", 0), ("abc", 3), ("aaa", 6), ("abba", 6)])
def test_count_palindromes(text, count):
    assert count_palindromes(text) == count


def test_longest_palindromic_prefix():
    assert longest_palindromic_prefix("abacaba") == 7
    assert longest_palindromic_prefix("aacecaaa") == 7
    assert longest_palindromic_prefix("abcd") == 1


def test_shortest_palindrome():
    assert shortest_palindrome("aacecaaa") == "aaacecaaa"
    assert shortest_palindrome("abcd") == "dcbabcd"
    assert shortest_palindrome("") == ""


def test_longest_palindrome_is_a_palindromic_substring():
    for text, size in [("abaxyzzyxf", 6), ("qwertytrewqzz", 11), ("aaaabaaa", 7)]:
        found = longest_palindrome(text)
        assert found in text and found == found[::-1] and len(found) == size
