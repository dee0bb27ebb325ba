import pytest

from formula import evaluate
from lexer import FormulaError, tokenize


def test_tokens_remember_their_position():
    tokens = tokenize("12.5*(x+3)")
    assert [(t.kind, t.value, t.pos) for t in tokens[:4]] == [
        ("num", 12.5, 0), ("op", "*", 4), ("op", "(", 5), ("name", "x", 6),
    ]


@pytest.mark.parametrize(
    "text, value",
    [
        ("7", 7),
        ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9),
        ("2 ^ 3 ^ 2", 512),
        ("-2 ^ 2", -4),
        ("10 % 4 - 20 / 8", -0.5),
        ("max(1, 7, 3) + abs(-2)", 9),
    ],
)
def test_arithmetic(text, value):
    assert evaluate(text) == value


def test_variables():
    assert evaluate("price * (1 + vat)", price=200, vat=0.25) == 250
    assert evaluate("round(total / n, 2)", total=10, n=3) == 3.33


@pytest.mark.parametrize(
    "text, pos",
    [("1 + * 2", 4), ("2 * (3 + 4", 10), ("5 / (2 - 2)", 2), ("3 $ 4", 2), ("foo(1)", 0)],
)
def test_errors_point_at_the_problem(text, pos):
    with pytest.raises(FormulaError) as info:
        evaluate(text)
    assert info.value.pos == pos


def test_unknown_variable():
    with pytest.raises(FormulaError, match="unknown variable 'y'"):
        evaluate("x + y", x=1)
