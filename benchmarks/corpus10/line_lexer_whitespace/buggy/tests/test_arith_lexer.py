import pytest
from arith_lexer import LexError, Lexer, Token, tokenize


def texts(source):
    return [token.text for token in tokenize(source)]


def test_empty_source_has_no_tokens():
    assert tokenize("") == []


def test_compact_expression():
    assert tokenize("x1+2") == [
        Token("NAME", "x1", 0),
        Token("OP", "+", 2),
        Token("NUMBER", "2", 3),
    ]


def test_decimal_numbers():
    assert texts("3.25*10") == ["3.25", "*", "10"]


def test_dot_without_digits_is_an_error():
    with pytest.raises(LexError):
        tokenize("3.x")


def test_two_character_operators():
    assert texts("a**2//b<=c!=d") == ["a", "**", "2", "//", "b", "<=", "c", "!=", "d"]


def test_parentheses_and_commas():
    assert texts("max(a,b)") == ["max", "(", "a", ",", "b", ")"]


def test_unknown_character():
    with pytest.raises(LexError, match="position 1"):
        tokenize("1$2")


def test_spaces_are_skipped_and_positions_kept():
    assert tokenize("  total = 7") == [
        Token("NAME", "total", 2),
        Token("OP", "=", 8),
        Token("NUMBER", "7", 10),
    ]


def test_tabs_and_newlines_between_tokens():
    assert texts("a\t*\n(b - 1)") == ["a", "*", "(", "b", "-", "1", ")"]


def test_next_token_one_at_a_time():
    lexer = Lexer("n >= 10 ")
    assert lexer.next_token() == Token("NAME", "n", 0)
    assert lexer.next_token() == Token("OP", ">=", 2)
    assert lexer.next_token() == Token("NUMBER", "10", 5)
    assert lexer.next_token() is None
