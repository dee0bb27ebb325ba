import pytest

from boolexpr import evaluate, parse, tokenize, truth_table, variables


def test_tokenize_compact():
    assert tokenize("!(a&b_2)|c") == ["!", "(", "a", "&", "b_2", ")", "|", "c"]


def test_tokenize_with_spaces():
    assert tokenize("  x |  !y ") == ["x", "|", "!", "y"]


def test_parse_precedence():
    assert parse("a|b&c") == ("or", ("var", "a"), ("and", ("var", "b"), ("var", "c")))
    assert parse("a ^ b | c") == ("or", ("xor", ("var", "a"), ("var", "b")), ("var", "c"))


@pytest.mark.parametrize(
    "text, env, expected",
    [
        ("!(a&b)", {"a": True, "b": True}, False),
        ("a&!b", {"a": True, "b": False}, True),
        ("(a|b)&c", {"a": False, "b": True, "c": True}, True),
        ("a ^ b ^ c", {"a": True, "b": True, "c": True}, True),
        ("true&!false", {}, True),
    ],
)
def test_evaluate(text, env, expected):
    assert evaluate(parse(text), env) is expected


def test_unbound_variable():
    with pytest.raises(KeyError):
        evaluate(parse("a&z"), {"a": True})


@pytest.mark.parametrize("text", ["a&", "(a|b", "a b", "a#b", "&a"])
def test_syntax_errors(text):
    with pytest.raises(SyntaxError):
        parse(text)


def test_variables():
    assert variables(parse("(b|a)&!(a^c)")) == ["a", "b", "c"]


def test_truth_table_implication():
    rows = truth_table("!p|q")
    assert [value for _, value in rows] == [True, True, False, True]
    assert rows[2][0] == (True, False)
