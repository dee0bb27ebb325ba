import pytest

from string_escape import escape, find_literals, quote, unescape, unquote


@pytest.mark.parametrize(
    "text, expected",
    [
        ("plain text", "plain text"),
        ("tab\there\n", "tab\\there\\n"),
        ('say "hi"', 'say \\"hi\\"'),
        ("back\\slash", "back\\\\slash"),
        ("caf\u00e9", "caf\\xe9"),
        ("\u20ac5", "\\u20ac5"),
        ("\U0001f600", "\\U0001f600"),
    ],
)
def test_escape(text, expected):
    assert escape(text) == expected


def test_escape_control_characters():
    assert escape("\x00\x1b\x7f~") == "\\x00\\x1b\\x7f~"


def test_quote_single_quotes():
    assert quote("it's \"ok\"", "'") == "'it\\'s \"ok\"'"


@pytest.mark.parametrize(
    "body, expected",
    [
        ("a\\nb", "a\nb"),
        ("\\x41\\u00e9", "A\u00e9"),
        ("\\101\\0\\7", "A\x00\x07"),
        ("\\1234", "S4"),
        ("\\'\\\"\\?", "'\"?"),
    ],
)
def test_unescape(body, expected):
    assert unescape(body) == expected


@pytest.mark.parametrize("body", ["abc\\", "\\q", "\\x4", "\\u12g4"])
def test_unescape_errors(body):
    with pytest.raises(ValueError):
        unescape(body)


def test_round_trip():
    text = "mixed \u00e9\t\x01\x7f\"'\\ \U0001f600 end"
    assert unquote(quote(text)) == text
    assert unquote(quote(text, "'")) == text


def test_unquote_rejects_mismatched_quotes():
    with pytest.raises(ValueError):
        unquote("\"abc'")


def test_find_literals():
    line = 'printf("a \\"b\\" c", x, "d");'
    assert find_literals(line) == [(7, 18), (23, 26)]
    with pytest.raises(ValueError):
        find_literals('puts("open);')
