import pytest

from anagrams import anagram_positions, are_anagrams, group_anagrams, largest_group


@pytest.mark.parametrize(
    "first, second, expected",
    [("listen", "silent", True), ("Dormitory", "dirty room!", True), ("abc", "abd", False)],
)
def test_are_anagrams(first, second, expected):
    assert are_anagrams(first, second) is expected


@pytest.mark.parametrize(
    "words, groups",
    [
        ([], []),
        (["one", "two"], [["one"], ["two"]]),
        (["Tea", "tea"], [["Tea", "tea"]]),
        (["eat", "tea", "tan", "ate", "nat", "bat"], [["eat", "tea", "ate"], ["tan", "nat"], ["bat"]]),
    ],
)
def test_group_anagrams(words, groups):
    assert group_anagrams(words) == groups


def test_largest_group():
    assert largest_group(["pots", "cat", "stop", "act", "tops"]) == ["pots", "stop", "tops"]
    assert largest_group([]) == []


@pytest.mark.parametrize(
    "text, word, positions",
    [("cbaebabacd", "abc", [0, 6]), ("abab", "ab", [0, 1, 2]), ("ab", "abc", []), ("xyz", "", [])],
)
def test_anagram_positions(text, word, positions):
    assert anagram_positions(text, word) == positions
