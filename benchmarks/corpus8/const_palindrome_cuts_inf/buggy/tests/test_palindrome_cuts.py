import pytest
from palindrome_cuts import is_palindrome, min_cuts, partition


def test_is_palindrome():
    assert is_palindrome("racecar")
    assert is_palindrome("")
    assert not is_palindrome("ab")


@pytest.mark.parametrize("text", ["", "a", "aa", "level", "abba"])
def test_palindromes_need_no_cut(text):
    assert min_cuts(text) == 0


def test_two_pieces():
    assert min_cuts("aab") == 1


def test_no_repeated_letters_needs_a_cut_between_each():
    assert min_cuts("abcde") == 4


@pytest.mark.parametrize("text, expected", [("banana", 1), ("abacdc", 1), ("racecarannakayak", 2)])
def test_known_minimum_cuts(text, expected):
    assert min_cuts(text) == expected


def test_partition_of_a_palindrome_is_the_whole_string():
    assert partition("noon") == ["noon"]
    assert partition("") == []


def test_partition_prefers_long_first_pieces():
    assert partition("aab") == ["aa", "b"]
    assert partition("racecarannakayak") == ["racecar", "anna", "kayak"]


def test_partition_pieces_are_palindromes_and_rebuild_the_text():
    text = "abaxyzzyxf"
    pieces = partition(text)
    assert "".join(pieces) == text
    assert all(is_palindrome(p) for p in pieces)
    assert len(pieces) == min_cuts(text) + 1 == 3
