import pytest

from calc.tokens import LexError, tokenize


def kinds(source: str) -> list[str]:
    return [t.kind for t in tokenize(source)]


def test_numbers_and_operators() -> None:
    assert kinds("12+3.5") == ["num", "+", "num", "end"]
    assert [t.text for t in tokenize("12+3.5")][:3] == ["12", "+", "3.5"]


def test_blanks_are_skipped() -> None:
    tokens = tokenize("  a1 *  (b - 2) ")
    assert [t.kind for t in tokens] == ["name", "*", "(", "name", "-", "num", ")", "end"]
    assert tokens[0].pos == 2


@pytest.mark.parametrize("bad", ["2 $ 3", "#", "a & b"])
def test_unknown_characters(bad: str) -> None:
    with pytest.raises(LexError):
        tokenize(bad)
