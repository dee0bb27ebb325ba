import pytest

from horspool import find_all, find_first, replace_all, shift_table


def test_shift_table():
    assert shift_table("abcab") == {"a": 1, "b": 3, "c": 2}


def test_shift_table_of_one_character():
    assert shift_table("x") == {}


@pytest.mark.parametrize(
    "text, pattern, index",
    [
        ("hello world", "world", 6),
        ("abcabc", "abc", 0),
        ("aaaa", "b", -1),
        ("ab", "abc", -1),
        ("", "a", -1),
    ],
)
def test_find_first(text, pattern, index):
    assert find_first(text, pattern) == index


def test_find_first_after_near_misses():
    assert find_first("here is a simple example", "example") == 17


def test_find_all_distinct_letters():
    assert find_all("abcabcab", "abc") == [0, 3]


def test_find_all_overlapping():
    assert find_all("aaaaa", "aa") == [0, 1, 2, 3]


def test_find_all_in_dna():
    assert find_all("GCATCGCAGAGAGTATACAGTACG", "GCAGAGAG") == [5]


def test_replace_all():
    assert replace_all("the cat sat on the mat", "at", "og") == "the cog sog on the mog"


def test_empty_pattern_is_rejected():
    with pytest.raises(ValueError):
        find_all("abc", "")
