import pytest

from envfile import EnvSyntaxError, dotenv_values, expand, load_dotenv, parse_lines

SAMPLE = """
# database settings
export DB_HOST=localhost
DB_PORT=5432   # default port
DB_NAME = app_db
DB_URL="postgres://${DB_HOST}:${DB_PORT}/${DB_NAME}"
GREETING='hello $USER'
MULTI="line one\\nline two"
EMPTY=
BARE
PAGE=https://example.com/docs#install
"""


def test_values_are_parsed_and_expanded():
    values = dotenv_values(SAMPLE, environ={"USER": "ann"})
    assert values == {
        "DB_HOST": "localhost",
        "DB_PORT": "5432",
        "DB_NAME": "app_db",
        "DB_URL": "postgres://localhost:5432/app_db",
        "GREETING": "hello $USER",
        "MULTI": "line one\nline two",
        "EMPTY": "",
        "BARE": None,
        "PAGE": "https://example.com/docs#install",
    }


def test_inline_comments_need_whitespace():
    values = dotenv_values("A=1 # one\nB=2#two\nC=three\t# tab\n", environ={})
    assert values == {"A": "1", "B": "2#two", "C": "three"}


def test_quoted_values_keep_their_spaces():
    assert dotenv_values('A="  padded  " # note\nB=\'x # y\'', environ={}) == {"A": "  padded  ", "B": "x # y"}


def test_expansion_rules():
    env = {"HOME": "/home/ann", "EMPTY": ""}
    assert expand("$HOME/bin:${HOME}/x", env) == "/home/ann/bin:/home/ann/x"
    assert expand("${MISSING:-fallback} ${EMPTY:-e}", env) == "fallback e"
    assert expand("${MISSING:-$HOME}", env) == "/home/ann"
    assert expand("not \\$HOME", env) == "not $HOME"


def test_later_bindings_see_earlier_ones_first():
    values = dotenv_values("HOME=/srv\nCACHE=${HOME}/cache ${PORT:-80}", environ={"HOME": "/root"})
    assert values["CACHE"] == "/srv/cache 80"


@pytest.mark.parametrize(
    "text, message",
    [('A="open', 'line 1: unterminated " quote'), ("1ABC=x", "cannot parse"), ("A='x' y", "after closing quote"),
     ("\nKEY value", "line 2: expected '=' after KEY")],
)
def test_syntax_errors(text, message):
    with pytest.raises(EnvSyntaxError, match=message):
        list(parse_lines(text.splitlines()))


@pytest.mark.files
def test_load_from_file(tmp_path):
    path = tmp_path / ".env"
    path.write_text("TOKEN=abc   # secret\nDEBUG=1\n", encoding="utf-8")
    environ = {"DEBUG": "0"}
    assert load_dotenv(path, environ) == 1
    assert environ == {"DEBUG": "0", "TOKEN": "abc"}
    assert load_dotenv(str(path), environ, override=True) == 2
    assert environ["DEBUG"] == "1"


def test_bindings_keep_quotes_and_line_numbers():
    bindings = list(parse_lines(["# comment", "export A='x'", "", "B", 'C="y"']))
    assert [(b.key, b.value, b.quote, b.line_number) for b in bindings] == [
        ("A", "x", "'", 2), ("B", None, "", 4), ("C", "y", '"', 5),
    ]
