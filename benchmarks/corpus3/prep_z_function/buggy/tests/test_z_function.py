import pytest

from z_function import find_occurrences, smallest_period, z_function


@pytest.mark.parametrize(
    "s, z",
    [
        ("", []),
        ("a", [1]),
        ("aaaa", [4, 3, 2, 1]),
        ("abc", [3, 0, 0]),
        ("aabxaab", [7, 1, 0, 0, 3, 1, 0]),
        ("abacaba", [7, 0, 1, 0, 3, 0, 1]),
    ],
)
def test_z_function(s, z):
    assert z_function(s) == z


@pytest.mark.parametrize(
    "text, pattern, positions",
    [("", "a", []), ("aaa", "a", [0, 1, 2]), ("abracadabra", "abra", [0, 7]), ("xyz", "", [0, 1, 2, 3])],
)
def test_find_occurrences(text, pattern, positions):
    assert find_occurrences(text, pattern) == positions


@pytest.mark.parametrize("s, period", [("", 0), ("aaaa", 1), ("abab", 2), ("abcab", 5)])
def test_smallest_period(s, period):
    assert smallest_period(s) == period
