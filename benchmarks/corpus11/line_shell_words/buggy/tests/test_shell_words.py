import pytest

from shell_words import count_words, join_words, needs_quoting, quote_word, split_words


def test_single_word():
    assert split_words("hello") == ["hello"]


def test_single_quotes_keep_spaces():
    assert split_words("'hello world'") == ["hello world"]


def test_double_quotes_and_escapes():
    assert split_words('"say \\"hi\\""') == ['say "hi"']


def test_backslash_escapes_a_space():
    assert split_words("a\\ b") == ["a b"]


def test_several_words_and_runs_of_blanks():
    assert split_words("  ls -l\t /tmp  ") == ["ls", "-l", "/tmp"]


def test_line_that_is_only_a_comment():
    assert split_words("# nothing to run") == []
    assert count_words("") == 0


@pytest.mark.parametrize(
    "word, expected",
    [("plain", "plain"), ("two words", "'two words'"), ("it's", "'it'\"'\"'s'"), ("", "''")],
)
def test_quote_word(word, expected):
    assert quote_word(word) == expected


def test_needs_quoting():
    assert needs_quoting("$HOME")
    assert not needs_quoting("file-1.txt")


def test_join_then_split_round_trip():
    words = ["grep", "-e", "a b", "it's", ""]
    assert join_words(words) == "grep -e 'a b' 'it'\"'\"'s' ''"
    assert split_words(join_words(words)) == words


@pytest.mark.parametrize("line", ["'open", '"open', "trailing\\"])
def test_unterminated_input_raises(line):
    with pytest.raises(ValueError):
        split_words(line)
