import pytest
from palindrome_partitions import fewest_pieces, is_palindrome, min_cuts, partitions


@pytest.mark.parametrize("s, expected", [("racecar", True), ("abca", False), ("a", True), ("", True)])
def test_is_palindrome(s, expected):
    assert is_palindrome(s, 0, len(s) - 1) is expected


def test_empty_string_has_one_empty_partition():
    assert partitions("") == [[]]


def test_single_letter():
    assert partitions("z") == [["z"]]


def test_classic_example():
    assert partitions("aab") == [["a", "a", "b"], ["aa", "b"]]


def test_all_partitions_are_palindromes_and_rebuild_s():
    s = "abacaba"
    result = partitions(s)
    assert len(result) == 7
    for parts in result:
        assert "".join(parts) == s
        assert all(p == p[::-1] for p in parts)


def test_no_palindrome_longer_than_one():
    assert partitions("abc") == [["a", "b", "c"]]


@pytest.mark.parametrize("s, cuts", [("aab", 1), ("racecar", 0), ("abc", 2), ("", 0), ("abbab", 1)])
def test_min_cuts(s, cuts):
    assert min_cuts(s) == cuts


def test_fewest_pieces():
    assert fewest_pieces("noonabbad") == ["noon", "abba", "d"]
    assert fewest_pieces("") == []
