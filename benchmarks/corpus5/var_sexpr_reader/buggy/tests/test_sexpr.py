import pytest

from sexpr import ReadError, Symbol, depth, dumps, free_symbols, loads, pretty, substitute, tokenize

S = Symbol


def test_tokenize_skips_comments():
    assert tokenize('(a "b c" ; note\n 1.5)') == ["(", "a", '"b c"', "1.5", ")"]


@pytest.mark.parametrize(
    "text, value",
    [
        ("42", 42),
        ("-2.5", -2.5),
        ('"a \\"q\\"\\n"', 'a "q"\n'),
        ("#t", True),
        ("nil", None),
        ("foo-bar?", S("foo-bar?")),
    ],
)
def test_atoms(text, value):
    assert loads(text) == value


def test_nested_lists():
    assert loads("(define (sq x) (* x x))") == [S("define"), [S("sq"), S("x")], [S("*"), S("x"), S("x")]]
    assert loads("()") == []
    assert loads("(() (()))") == [[], [[]]]


def test_quote_shorthand():
    assert loads("'(a b)") == [S("quote"), [S("a"), S("b")]]


def test_several_expressions():
    assert loads("1 (2) three", many=True) == [1, [2], S("three")]
    with pytest.raises(ReadError, match="expected one expression, found 2"):
        loads("1 2")


@pytest.mark.parametrize("text, message", [("(a (b)", "missing"), (")", "unexpected '\\)'"), ("'", "unexpected end"), ("", "found 0")])
def test_read_errors(text, message):
    with pytest.raises(ReadError, match=message):
        loads(text)


@pytest.mark.printer
def test_dumps_round_trip():
    source = '(let ((x 1) (y "two\\n")) (if #t \'(x y) nil) 2.5)'
    assert dumps(loads(source)) == source
    assert loads(dumps(loads(source))) == loads(source)


@pytest.mark.printer
def test_dumps_plain_values():
    assert dumps([S("f"), "s", 1, False, None, [S("quote"), S("x")]]) == "(f \"s\" 1 #f nil 'x)"
    with pytest.raises(TypeError, match="cannot write a dict"):
        dumps({})


@pytest.mark.printer
def test_pretty():
    tree = [S("define"), [S("area"), S("r")], [S("*"), 3.14159, S("r"), S("r")]]
    assert pretty(tree, width=20) == "(define\n  (area r)\n  (* 3.14159 r r))"
    assert pretty(tree, width=80) == dumps(tree)


def test_tree_helpers():
    tree = loads("(lambda (x) (+ x (let ((y z)) (* y w))))")
    assert depth(tree) == 5
    assert free_symbols(tree) == {"+", "z", "*", "w"}
    assert substitute(loads("(+ a (* a b))"), {"a": 2}) == [S("+"), 2, [S("*"), 2, S("b")]]


@pytest.mark.xfail(reason="dotted pairs are not supported")
def test_dotted_pair():
    assert loads("(a . b)") == (S("a"), S("b"))
