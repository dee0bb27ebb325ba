import pytest
from expr_lexer import Lexer, LexError, Token, kinds_and_texts, tokenize


def test_empty_input():
    assert tokenize("") == []


def test_compact_expression():
    assert kinds_and_texts("x=3*(y+12)") == [
        ("NAME", "x"), ("OP", "="), ("NUMBER", "3"), ("OP", "*"), ("OP", "("),
        ("NAME", "y"), ("OP", "+"), ("NUMBER", "12"), ("OP", ")"),
    ]


def test_positions():
    assert tokenize("ab+1") == [Token("NAME", "ab", 0), Token("OP", "+", 2), Token("NUMBER", "1", 3)]


def test_spaces_are_skipped():
    assert tokenize("a + b") == [Token("NAME", "a", 0), Token("OP", "+", 2), Token("NAME", "b", 4)]


def test_two_character_operators():
    assert kinds_and_texts("2**3//4") == [
        ("NUMBER", "2"), ("OP", "**"), ("NUMBER", "3"), ("OP", "//"), ("NUMBER", "4"),
    ]


def test_decimal_numbers():
    assert kinds_and_texts("3.25*x") == [("NUMBER", "3.25"), ("OP", "*"), ("NAME", "x")]
    with pytest.raises(LexError):
        tokenize("7.")


def test_comments_and_newlines():
    source = "total = price * qty  # before tax\nmax(total, 0)"
    assert [t.text for t in tokenize(source)] == [
        "total", "=", "price", "*", "qty", "max", "(", "total", ",", "0", ")",
    ]


def test_identifiers_with_digits_and_underscores():
    assert kinds_and_texts("_x1+y_2") == [("NAME", "_x1"), ("OP", "+"), ("NAME", "y_2")]


@pytest.mark.parametrize("bad", ["a$b", "1 ? 2", "@"])
def test_unknown_character(bad):
    with pytest.raises(LexError):
        tokenize(bad)


def test_lexer_is_incremental():
    lexer = Lexer("f(1)")
    assert lexer.next_token() == Token("NAME", "f", 0)
    assert lexer.next_token() == Token("OP", "(", 1)
    assert len(list(lexer)) == 2
    assert lexer.next_token() is None
