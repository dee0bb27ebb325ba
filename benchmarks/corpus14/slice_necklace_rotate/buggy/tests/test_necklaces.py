import pytest

from necklaces import (canonical, is_lyndon, is_rotation, least_rotation, lyndon_factorization,
                       necklace_classes, rotate, rotation_count)


@pytest.mark.parametrize(
    "s, k, expected",
    [("abcde", 2, "cdeab"), ("abcde", 0, "abcde"), ("abcde", 7, "cdeab"), ("", 3, "")],
)
def test_rotate_left(s, k, expected):
    assert rotate(s, k) == expected


@pytest.mark.parametrize(
    "s, expected",
    [("bca", 2), ("cabcab", 1), ("aaaa", 0), ("", 0), ("dcbab", 3), ("baaab", 1)],
)
def test_least_rotation(s, expected):
    assert least_rotation(s) == expected


@pytest.mark.parametrize(
    "s, expected",
    [("bca", "abc"), ("cabcab", "abcabc"), ("dcbab", "abdcb"), ("zzya", "azzy")],
)
def test_canonical(s, expected):
    assert canonical(s) == expected


def test_is_rotation():
    assert is_rotation("waterbottle", "erbottlewat")
    assert not is_rotation("abc", "acb")
    assert not is_rotation("ab", "aba")


def test_is_lyndon():
    assert is_lyndon("aab") and is_lyndon("abb") and is_lyndon("a")
    assert not is_lyndon("aba") and not is_lyndon("abab") and not is_lyndon("")


@pytest.mark.parametrize(
    "s, expected",
    [
        ("banana", ["b", "an", "an", "a"]),
        ("abracadabra", ["abracad", "abr", "a"]),
        ("aaa", ["a", "a", "a"]),
        ("", []),
    ],
)
def test_lyndon_factorization(s, expected):
    assert lyndon_factorization(s) == expected
    assert "".join(expected) == s


def test_necklace_classes():
    groups = necklace_classes(["tea", "eat", "ate", "eta", "aet", "tae"])
    assert groups == {"ate": ["tea", "eat", "ate"], "aet": ["eta", "aet", "tae"]}


def test_rotation_count():
    assert rotation_count("abab") == 2
    assert rotation_count("abc") == 3
    assert rotation_count("") == 0
