import pytest

from jaro_winkler import (best_match, common_prefix_length, jaro, jaro_winkler, match_window,
                          rank, transpositions)


def test_match_window():
    assert match_window("MARTHA", "MARHTA") == 2
    assert match_window("ab", "abcdefgh") == 3
    assert match_window("", "") == 0
    assert match_window("a", "b") == 0


def test_identical_and_disjoint_strings():
    assert jaro("abc", "abc") == 1.0
    assert jaro("", "") == 1.0
    assert jaro("abc", "xyz") == 0.0
    assert jaro("", "abc") == 0.0


def test_transpositions():
    assert transpositions(list("MARTHA"), list("MARHTA")) == 1
    assert transpositions(list("abcd"), list("badc")) == 2
    assert transpositions([], []) == 0


def test_classic_jaro_values():
    assert jaro("MARTHA", "MARHTA") == pytest.approx(0.9444, abs=1e-4)
    assert jaro("DWAYNE", "DUANE") == pytest.approx(0.8222, abs=1e-4)
    assert jaro("DIXON", "DICKSONX") == pytest.approx(0.7667, abs=1e-4)


def test_neighbours_swapped_at_the_start():
    assert jaro("abcd", "bacd") == pytest.approx(11 / 12)
    assert jaro("bacd", "abcd") == pytest.approx(11 / 12)


def test_short_strings_match_in_place():
    assert jaro("abc", "abd") == pytest.approx(7 / 9)
    assert jaro("cat", "hat") == pytest.approx(7 / 9)


def test_jaro_winkler_prefix_boost():
    assert jaro_winkler("MARTHA", "MARHTA") == pytest.approx(0.9611, abs=1e-4)
    assert jaro_winkler("DWAYNE", "DUANE") == pytest.approx(0.84, abs=1e-4)
    assert jaro_winkler("DIXON", "DICKSONX", scale=0) == jaro("DIXON", "DICKSONX")


def test_ignore_case_and_scale_bounds():
    assert jaro_winkler("dixon", "DICKSONX") == 0.0
    assert jaro_winkler("dixon", "DICKSONX", ignore_case=True) == pytest.approx(0.8133, abs=1e-4)
    with pytest.raises(ValueError):
        jaro_winkler("a", "b", scale=0.3)


def test_common_prefix_length():
    assert common_prefix_length("prefix", "prefab") == 4
    assert common_prefix_length("abc", "abd") == 2
    assert common_prefix_length("interview", "internet", limit=10) == 5
    assert common_prefix_length("", "abc") == 0


def test_rank_and_best_match():
    names = [c for _, c in rank("apple", ["maple", "banana", "apply", "appel"])]
    assert names == ["appel", "apply", "maple", "banana"]
    assert best_match("colour", ["collar", "color", "cooler"]) == "color"
    assert best_match("zzz", ["abc", "def"]) is None
