import pytest

from tokenizer import evaluate, tokenize


def test_operators_only():
    assert tokenize("( + )") == ["(", "+", ")"]


def test_bad_character():
    with pytest.raises(ValueError):
        tokenize("2 $ 3")


def test_trailing_number():
    assert tokenize("12+3.5") == ["12", "+", "3.5"]


def test_evaluate():
    assert evaluate("10 - 2.5 + 1") == 8.5
