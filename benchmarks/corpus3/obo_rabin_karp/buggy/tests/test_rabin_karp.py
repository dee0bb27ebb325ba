import pytest

from rabin_karp import count_occurrences, find_all, find_any, find_first, poly_hash


def test_poly_hash():
    assert poly_hash("") == 0
    assert poly_hash("ab") == 97 * 256 + 98


@pytest.mark.parametrize(
    "text, pattern, positions",
    [
        ("hello world", "o w", [4]),
        ("aaaa", "aa", [0, 1, 2]),
        ("abc", "abcd", []),
        ("abc", "", [0, 1, 2, 3]),
        ("abracadabra", "abra", [0, 7]),
        ("needle", "needle", [0]),
        ("xyz", "z", [2]),
    ],
)
def test_find_all(text, pattern, positions):
    assert find_all(text, pattern) == positions


def test_find_first():
    assert find_first("mississippi", "ssi") == 2
    assert find_first("mississippi", "spa") == -1


def test_count_occurrences_in_a_long_text():
    text = "ab" * 5000
    assert count_occurrences(text, "abab") == 4999


def test_find_any():
    assert find_any("the cat sat", ["cat", "sat", "dog"]) == {"cat": 4, "sat": 8, "dog": -1}
