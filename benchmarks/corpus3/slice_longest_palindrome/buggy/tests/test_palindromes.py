import pytest

from palindromes import count_palindromes, is_palindrome, longest_palindrome


@pytest.mark.parametrize(
    "s, longest",
    [
        ("", ""),
        ("a", "a"),
        ("bb", "bb"),
        ("abc", "a"),
        ("babad", "bab"),
        ("cbbd", "bb"),
        ("forgeeksskeegfor", "geeksskeeg"),
        ("racecar", "racecar"),
    ],
)
def test_longest_palindrome(s, longest):
    assert longest_palindrome(s) == longest


@pytest.mark.parametrize("s, count", [("", 0), ("abc", 3), ("aaa", 6), ("abba", 6)])
def test_count_palindromes(s, count):
    assert count_palindromes(s) == count


def test_is_palindrome():
    assert is_palindrome("level")
    assert not is_palindrome("levels")
