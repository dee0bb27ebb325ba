import pytest
from tinyregex import RegexSyntaxError, compile, parse


@pytest.mark.parametrize(
    ("pattern", "text", "matches"),
    [
        ("abc", "abc", True),
        ("abc", "abd", False),
        ("a.c", "axc", True),
        ("ab*c", "ac", True),
        ("ab*c", "abbbc", True),
        ("ab+c", "ac", False),
        ("colou?r", "color", True),
        ("cat|dog", "dog", True),
        ("(ab)+", "ababab", True),
        ("(ab)+", "ababa", False),
        ("a\\.b", "a.b", True),
        ("a\\.b", "axb", False),
    ],
)
def test_fullmatch(pattern, text, matches):
    assert compile(pattern).fullmatch(text) is matches


def test_empty_pattern_matches_empty_string():
    assert compile("").fullmatch("")
    assert not compile("").fullmatch("a")


def test_search_finds_leftmost_longest():
    assert compile("b+").search("aabbbcbb") == (2, 5)
    assert compile("z").search("abc") is None


def test_findall():
    assert compile("[0-9]".replace("[0-9]", "(0|1|2|3|4|5|6|7|8|9)+")).findall("a12b3c") == [
        "12",
        "3",
    ]


def test_findall_with_empty_matches():
    assert compile("a*").findall("baa") == ["", "aa", ""]


def test_nested_star():
    assert compile("(a*)*b").fullmatch("aaab")
    assert not compile("(a*)*b").fullmatch("aaa")


def test_optional_inside_plus():
    assert compile("(a|b?)+c").fullmatch("abbac")


def test_parse_tree():
    tree = parse("ab|c")
    assert tree.kind == "alt"
    assert [child.kind for child in tree.children] == ["cat", "char"]


@pytest.mark.parametrize("bad", ["(ab", "a)", "*a", "a\\", "a||(|*)"])
def test_syntax_errors(bad):
    with pytest.raises(RegexSyntaxError):
        compile(bad)
