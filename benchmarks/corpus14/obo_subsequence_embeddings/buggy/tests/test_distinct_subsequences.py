import pytest

from distinct_subsequences import (count_memo, count_table, embeddings, first_embedding,
                                   highlight, is_subsequence)

CASES = [
    ("rabbbit", "rabbit", 3),
    ("babgbag", "bag", 5),
    ("abc", "", 1),
    ("", "a", 0),
    ("aaaa", "aa", 6),
    ("abc", "abcd", 0),
]


@pytest.mark.parametrize("text, pattern, expected", CASES)
def test_count_table(text, pattern, expected):
    assert count_table(text, pattern) == expected


@pytest.mark.parametrize("text, pattern, expected", CASES)
def test_count_memo(text, pattern, expected):
    assert count_memo(text, pattern) == expected


def test_is_subsequence():
    assert is_subsequence("ace", "abcde")
    assert not is_subsequence("aec", "abcde")
    assert is_subsequence("", "")


def test_embeddings_bag():
    assert embeddings("babgbag", "bag") == [(0, 1, 3), (0, 1, 6), (0, 5, 6), (2, 5, 6), (4, 5, 6)]


def test_embeddings_count_matches_dp():
    text, pattern = "mississippi", "sip"
    assert len(embeddings(text, pattern)) == count_table(text, pattern)


def test_embeddings_whole_text():
    assert embeddings("abc", "abc") == [(0, 1, 2)]


def test_embeddings_limit():
    assert embeddings("aaaa", "aa", limit=2) == [(0, 1), (0, 2)]


def test_first_embedding():
    assert first_embedding("xaxbxc", "abc") == (1, 3, 5)
    assert first_embedding("abc", "cb") is None


def test_highlight():
    assert highlight("xaxbxc", (1, 3, 5)) == "x[a]x[b]x[c]"
