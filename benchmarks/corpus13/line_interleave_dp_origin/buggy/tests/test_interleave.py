import pytest

from interleave import (count_interleavings, interleave_sources, interleave_table,
                        is_interleaving, weave)


@pytest.mark.parametrize(
    "a, b, c",
    [("aabcc", "dbbca", "aadbbcbcac"), ("abc", "", "abc"), ("", "", ""), ("ab", "cd", "cadb")],
)
def test_is_interleaving_true(a, b, c):
    assert is_interleaving(a, b, c)


@pytest.mark.parametrize(
    "a, b, c",
    [("aabcc", "dbbca", "aadbbbaccc"), ("ab", "cd", "abc"), ("ab", "cd", "acdbx"),
     ("ab", "cd", "badc")],
)
def test_is_interleaving_false(a, b, c):
    assert not is_interleaving(a, b, c)


def test_table_corner():
    table = interleave_table("ab", "c", "acb")
    assert table[0][0] is True
    assert table[1][1] is True
    assert table[2][1] is True
    assert table[2][0] is False


def test_sources_prefer_first_string():
    assert interleave_sources("ab", "cd", "cadb") == "BABA"
    assert interleave_sources("aa", "a", "aaa") == "BAA"
    assert interleave_sources("ab", "cd", "abdc") is None


def test_count_interleavings():
    assert count_interleavings("a", "a", "aa") == 2
    assert count_interleavings("ab", "cd", "acbd") == 1
    assert count_interleavings("ab", "cd", "abc") == 0
    assert count_interleavings("", "", "") == 1


def test_weave_round_trip():
    a, b = "dynamic", "program"
    woven = weave(a, b, "ABBAABABAABBAB")
    assert woven == "dprynoagmiracm"
    assert is_interleaving(a, b, woven)
    assert weave(a, b, interleave_sources(a, b, woven)) == woven


def test_weave_rejects_bad_labels():
    with pytest.raises(ValueError):
        weave("ab", "c", "AAA")
