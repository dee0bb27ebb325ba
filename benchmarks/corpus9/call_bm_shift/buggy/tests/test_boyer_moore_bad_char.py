import pytest
from boyer_moore_bad_char import contains, count, last_occurrence, search


def test_last_occurrence():
    assert last_occurrence("abcab") == {"a": 3, "b": 4, "c": 2}


def test_single_hit():
    assert search("here is a simple example", "example") == [17]


def test_no_hit():
    assert search("abcdefg", "xyz") == []
    assert search("ab", "abc") == []


def test_pattern_equals_text():
    assert search("needle", "needle") == [0]


def test_repeated_letters():
    assert search("abaabab", "ab") == [0, 3, 5]


def test_overlapping_hits():
    assert search("aaaaa", "aa") == [0, 1, 2, 3]
    assert count("abababa", "aba") == 3


def test_mismatch_on_letter_found_later_in_pattern():
    assert search("cabcab", "abc") == [1]
    assert search("bbab", "aba") == []


def test_empty_pattern():
    assert search("abc", "") == [0, 1, 2, 3]


@pytest.mark.parametrize(
    "text, pattern, expected", [("GCATCGCAGAGAGTATACAGTACG", "GCAGAGAG", True), ("abc", "cb", False)]
)
def test_contains(text, pattern, expected):
    assert contains(text, pattern) is expected
