import pytest

from brace_expand import count_expansions, expand, expand_all, find_group, has_braces


def test_no_braces():
    assert expand("plain.txt") == ["plain.txt"]


def test_group_at_the_end():
    assert expand("img.{png,jpg}") == ["img.png", "img.jpg"]


def test_group_in_the_middle():
    assert expand("a{b,c}d") == ["abd", "acd"]


def test_two_groups_give_the_product():
    assert expand("{a,b}{1,2}") == ["a1", "a2", "b1", "b2"]


def test_nested_group():
    assert expand("a{b,c{d,e}}f") == ["abf", "acdf", "acef"]


@pytest.mark.parametrize(
    "pattern, expected",
    [("v{1..3}", ["v1", "v2", "v3"]), ("{c..a}", ["c", "b", "a"]), ("n{-1..1}", ["n-1", "n0", "n1"])],
)
def test_sequences(pattern, expected):
    assert expand(pattern) == expected


def test_single_item_braces_stay_literal():
    assert expand("{x}") == ["{x}"]
    assert not has_braces("{x}")


def test_find_group():
    assert find_group("p{a,b}q") == (1, 5, ["a", "b"])
    assert find_group("none") is None


def test_expand_all_and_count():
    assert expand_all(["x{a,b}", "y"]) == ["xa", "xb", "y"]
    assert count_expansions("{a,b,c}-{1..4}.log") == 12
