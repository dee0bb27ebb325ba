import pytest

from aho_corasick import AhoCorasick


def test_classic_example():
    ac = AhoCorasick(["he", "she", "his", "hers"])
    assert ac.search("ushers") == [(1, "she"), (2, "he"), (2, "hers")]


def test_overlapping_occurrences():
    ac = AhoCorasick(["aa", "a"])
    assert ac.search("aaa") == [(0, "a"), (0, "aa"), (1, "a"), (1, "aa"), (2, "a")]


def test_search_from_start_offset():
    ac = AhoCorasick(["ab", "b"])
    assert ac.search("abxab", 2) == [(3, "ab"), (4, "b")]


def test_count():
    ac = AhoCorasick(["na", "ana"])
    assert ac.count("banana") == {"na": 2, "ana": 2}


def test_contains_any():
    ac = AhoCorasick(["cat", "dog"])
    assert ac.contains_any("hotdogs")
    assert not ac.contains_any("catalog"[:2] + "x")


def test_add_after_search_rebuilds():
    ac = AhoCorasick(["x"])
    assert ac.search("yz") == []
    ac.add("yz")
    assert ac.search("yz") == [(0, "yz")]


def test_empty_keyword_rejected():
    with pytest.raises(ValueError):
        AhoCorasick([""])


def test_non_overlapping_prefers_longest():
    ac = AhoCorasick(["abc", "ab", "bcd", "d"])
    assert ac.non_overlapping("abcdabd") == [(0, "abc"), (3, "d"), (4, "ab"), (6, "d")]


@pytest.mark.parametrize(
    "words, text, expected",
    [
        (["darn", "heck"], "darn it, heck!", "**** it, ****!"),
        (["oo"], "foooo", "f****"),
        (["zz"], "no match here", "no match here"),
    ],
)
def test_censor(words, text, expected):
    assert AhoCorasick(words).censor(text) == expected
