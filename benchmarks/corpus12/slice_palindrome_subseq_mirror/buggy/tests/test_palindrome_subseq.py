import pytest

from palindrome_subseq import (is_palindrome, is_subsequence, k_palindrome, longest_palindromic_subsequence,
                               lps_length, lps_table, make_palindrome_by_deletion,
                               min_deletions_to_palindrome)


@pytest.mark.parametrize(
    "text, expected",
    [("", 0), ("a", 1), ("bbbab", 4), ("cbbd", 2), ("character", 5), ("agbdba", 5)],
)
def test_lps_length(text, expected):
    assert lps_length(text) == expected


def test_lps_table_matches_recursion():
    text = "bananas"
    table = lps_table(text)
    assert table[0][len(text) - 1] == lps_length(text) == 5
    assert table[1][3] == 3


def test_witness_for_symmetric_half():
    assert longest_palindromic_subsequence("bbbab") == "bbbb"
    assert longest_palindromic_subsequence("cbbd") == "bb"


@pytest.mark.parametrize("text", ["agbdba", "character", "turboventilator", "abcdcxba"])
def test_witness_is_a_longest_palindrome(text):
    result = longest_palindromic_subsequence(text)
    assert is_palindrome(result)
    assert len(result) == lps_length(text)
    assert is_subsequence(result, text)


def test_witness_of_empty_and_single():
    assert longest_palindromic_subsequence("") == ""
    assert longest_palindromic_subsequence("z") == "z"


def test_min_deletions():
    assert min_deletions_to_palindrome("abcda") == 2
    assert min_deletions_to_palindrome("racecar") == 0


def test_make_palindrome_by_deletion():
    assert make_palindrome_by_deletion("abcba") == "abcba"


def test_is_subsequence():
    assert is_subsequence("ace", "abcde")
    assert not is_subsequence("aec", "abcde")


def test_k_palindrome():
    assert k_palindrome("abcdecba", 1)
    assert not k_palindrome("abcdef", 4)
    with pytest.raises(ValueError):
        k_palindrome("abc", -1)
