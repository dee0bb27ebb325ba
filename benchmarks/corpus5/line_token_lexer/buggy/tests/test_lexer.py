import pytest

from toklex import LexError, ParseError, TokenStream, TokenType, tokenize

T = TokenType


def kinds_and_values(source, **kwargs):
    return [(t.type, t.value) for t in tokenize(source, **kwargs)]


def test_expression():
    assert kinds_and_values("let x = a ** 2 >= 10.5") == [
        (T.KEYWORD, "let"), (T.NAME, "x"), (T.OP, "="), (T.NAME, "a"), (T.OP, "**"),
        (T.NUMBER, 2), (T.OP, ">="), (T.NUMBER, 10.5), (T.EOF, None),
    ]


def test_numbers():
    values = [t.value for t in tokenize("1_000 3.25 1e3 2.5E-2 7")[:-1]]
    assert values == [1000, 3.25, 1000.0, 0.025, 7]
    assert [t.value for t in tokenize("1.x")[:3]] == [1, ".", "x"]


def test_strings_and_escapes():
    assert [t.value for t in tokenize(r'"a\tb" ' + r"'it\'s'")[:-1]] == ["a\tb", "it's"]


def test_positions_across_lines():
    tokens = tokenize("fn f(x) ->\n  x + 1")
    plus = next(t for t in tokens if t.value == "+")
    assert (plus.line, plus.col) == (2, 5)
    assert tokens[-1].line == 2


def test_comments_are_skipped():
    source = "a = 1  # the answer\n# a whole line\nb = 2 # trailing"
    assert [t.value for t in tokenize(source)] == ["a", "=", 1, "b", "=", 2, None]


def test_newline_tokens_with_comments():
    values = kinds_and_values("x # note\ny", newlines=True)
    assert values == [(T.NAME, "x"), (T.NEWLINE, "\n"), (T.NAME, "y"), (T.EOF, None)]


@pytest.mark.parametrize(
    "source, message",
    [
        ('"open', "unterminated string at 1:1"),
        ("a = $", "unexpected character '\\$' at 1:5"),
        ("1__0", "bad number"),
        (r'"\q"', r"unknown escape \\q"),
    ],
)
def test_errors(source, message):
    with pytest.raises(LexError, match=message):
        tokenize(source)


def test_stream_expect_and_accept():
    stream = TokenStream(tokenize("f(1, 2)"))
    assert stream.expect(T.NAME).value == "f"
    assert stream.accept(T.OP, "[") is None
    stream.expect(T.OP, "(")
    args = [stream.expect(T.NUMBER).value]
    while stream.accept(T.OP, ","):
        args.append(stream.expect(T.NUMBER).value)
    stream.expect(T.OP, ")")
    assert args == [1, 2] and stream.at_end()
    with pytest.raises(ParseError, match="expected '\\)', found end of input at 1:8"):
        stream.expect(T.OP, ")")


def test_stream_needs_eof():
    with pytest.raises(ValueError, match="must end with EOF"):
        TokenStream(tokenize("x")[:-1])
