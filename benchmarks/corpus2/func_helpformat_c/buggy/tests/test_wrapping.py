import pytest

from wrapping import indent, justify, wrap

TEXT = "the quick brown fox jumps over the lazy dog"


@pytest.mark.parametrize(
    "width, expected",
    [
        (10, ["the quick", "brown fox", "jumps over", "the lazy", "dog"]),
        (15, ["the quick brown", "fox jumps over", "the lazy dog"]),
        (100, [TEXT]),
    ],
)
def test_wrap_at_spaces(width: int, expected: list[str]) -> None:
    assert wrap(TEXT, width) == expected


def test_long_words_are_cut() -> None:
    assert wrap("abcdefghij kl", 4) == ["abcd", "efgh", "ij", "kl"]


def test_paragraphs_and_blanks() -> None:
    assert wrap("one  two\nthree", 20) == ["one two", "three"]
    assert all(len(line) <= 7 for line in wrap(TEXT, 7))


def test_bad_width() -> None:
    with pytest.raises(ValueError):
        wrap("x", 0)


@pytest.mark.parametrize(
    "line, width, expected",
    [("a b c", 9, "a   b   c"), ("ab cd ef", 10, "ab  cd  ef"), ("ab c d", 8, "ab  c  d"),
     ("single", 8, "single  ")],
)
def test_justify(line: str, width: int, expected: str) -> None:
    assert justify(line, width) == expected
    assert len(justify(line, width)) == width


def test_indent_with_hanging_first_line() -> None:
    assert indent(["a", "b"], "  ", first="* ") == ["* a", "  b"]
    assert indent(["a", "b"], "> ") == ["> a", "> b"]
