import pytest

from calc import evaluate
from calc.evaluator import EvalError


@pytest.mark.parametrize(
    "source, expected",
    [
        ("1+2*3", 7.0),
        ("(1+2)*3", 9.0),
        ("2^3^2", 512.0),
        ("10-4-3", 3.0),
        ("8/4/2", 1.0),
        ("-3+5", 2.0),
        ("--4", 4.0),
        ("-(2*3)", -6.0),
    ],
)
def test_arithmetic(source: str, expected: float) -> None:
    assert evaluate(source) == expected


def test_variables() -> None:
    assert evaluate("x*x+y", {"x": 3, "y": 1}) == 10.0
    with pytest.raises(EvalError, match="unknown variable"):
        evaluate("x+z", {"x": 1})


@pytest.mark.parametrize("source", ["1+", "(2", "3 4", "1/0"])
def test_errors(source: str) -> None:
    with pytest.raises(EvalError):
        evaluate(source)
