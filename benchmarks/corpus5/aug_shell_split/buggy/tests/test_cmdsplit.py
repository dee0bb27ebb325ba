import shlex

import pytest

from cmdsplit import UnsetVariableError, expand, join, quote, split


@pytest.mark.parametrize(
    "command, words",
    [
        ("ls -la  /tmp", ["ls", "-la", "/tmp"]),
        ("echo 'hello world'", ["echo", "hello world"]),
        ('grep "a \\"b\\"" file', ["grep", 'a "b"', "file"]),
        ("cp my\\ file.txt dest", ["cp", "my file.txt", "dest"]),
        ("''", [""]),
        ("a\\\nb", ["ab"]),
    ],
)
def test_split(command, words):
    assert split(command) == words


@pytest.mark.parametrize(
    "command",
    [
        "run --name='my job' --tag=x",
        "say 'it'\"'\"'s'",
        "mixed\"double\"'single'plain",
        "a'b'c \"d\"e f\\ g",
    ],
)
def test_quoted_parts_join_the_word(command):
    assert split(command) == shlex.split(command)


def test_double_quotes_keep_other_backslashes():
    assert split(r'"C:\path\n" "\$HOME"') == [r"C:\path\n", "$HOME"]


def test_comments():
    assert split("make all # build everything\nmake test", comments=True) == ["make", "all", "make", "test"]
    assert split("a#b", comments=True) == ["a#b"]
    assert split("a # b") == ["a", "#", "b"]


@pytest.mark.parametrize("command, message", [("echo 'oops", "no closing quotation"), ("tail\\", "no escaped")])
def test_split_errors(command, message):
    with pytest.raises(ValueError, match=message):
        split(command)


def test_quote_round_trip():
    words = ["plain", "", "two words", "it's", "$HOME", 'a"b', "tab\there"]
    assert quote("safe-path/file.txt") == "safe-path/file.txt"
    assert quote("it's") == "'it'\"'\"'s'"
    assert split(join(words)) == words


def test_expand():
    env = {"HOME": "/home/ann", "EMPTY": ""}
    assert expand("$HOME/bin:${HOME}/.local", env) == "/home/ann/bin:/home/ann/.local"
    assert expand("${MISSING:-fallback} ${EMPTY:-x} ${EMPTY-x}", env) == "fallback x "
    assert expand("${HOME:+set}${MISSING+set}", env) == "set"
    assert expand("cost: $$5 $UNSET.", env) == "cost: $5 ."


def test_expand_errors():
    with pytest.raises(UnsetVariableError, match="TOKEN: token required"):
        expand("${TOKEN:?token required}", {})
    with pytest.raises(UnsetVariableError, match="unbound variable"):
        expand("$NOPE", {}, strict=True)
