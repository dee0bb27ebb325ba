import pytest

from min_window import find_anagrams, longest_k_distinct, max_sum_window, min_window


@pytest.mark.parametrize(
    "s, t, expected",
    [("ADOBECODEBANC", "ABC", "BANC"), ("a", "a", "a"), ("a", "aa", ""), ("", "x", ""),
     ("abc", "", "")],
)
def test_min_window(s, t, expected):
    assert min_window(s, t) == expected


def test_min_window_respects_multiplicity():
    assert min_window("aaflslflsldkalskaaa", "aaa") == "aaa"
    assert min_window("this is a test string", "tist") == "t stri"


def test_min_window_repeated_letters_in_pattern():
    assert min_window("xaxbxxab", "aab") == "axbxxa"
    assert min_window("bbaac", "aba") == "baa"


@pytest.mark.parametrize(
    "s, k, expected",
    [("eceba", 2, "ece"), ("aa", 1, "aa"), ("abcadcacacaca", 3, "cadcacacaca"), ("abc", 0, "")],
)
def test_longest_k_distinct(s, k, expected):
    assert longest_k_distinct(s, k) == expected


def test_longest_k_distinct_rejects_negative():
    with pytest.raises(ValueError):
        longest_k_distinct("abc", -1)


def test_find_anagrams():
    assert find_anagrams("cbaebabacd", "abc") == [0, 6]
    assert find_anagrams("abab", "ab") == [0, 1, 2]
    assert find_anagrams("ab", "abc") == []


def test_max_sum_window():
    assert max_sum_window([1, 4, 2, 10, 23, 3, 1, 0, 20], 4) == (39, 1)
    assert max_sum_window([-3, -1, -2], 1) == (-1, 1)
    with pytest.raises(ValueError):
        max_sum_window([1, 2], 3)
