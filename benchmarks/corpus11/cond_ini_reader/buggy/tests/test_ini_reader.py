import pytest

from ini_reader import dump_ini, get, get_bool, get_int, parse_ini, sections

SAMPLE = """\
; global settings
timeout = 30

[server]
host = example.org
Port: 8080
# debug is off in production
debug = no

[client]
retries = 3
"""


def test_compact_text_without_blank_lines():
    config = parse_ini("[a]\nx = 1\ny=two")
    assert config["a"] == {"x": "1", "y": "two"}


def test_keys_before_first_section_go_to_default():
    assert parse_ini("name = demo")["DEFAULT"] == {"name": "demo"}


def test_comments_and_blank_lines_are_skipped():
    config = parse_ini(SAMPLE)
    assert config["server"] == {"host": "example.org", "port": "8080", "debug": "no"}
    assert sections(config) == ["server", "client"]


def test_get_falls_back_to_default():
    config = parse_ini(SAMPLE)
    assert get(config, "client", "timeout") == "30"
    assert get(config, "client", "missing", "x") == "x"


def test_typed_getters():
    config = parse_ini(SAMPLE)
    assert get_int(config, "server", "PORT") == 8080
    assert get_bool(config, "server", "debug") is False
    assert get_bool(config, "client", "verbose", default=True) is True


def test_get_bool_rejects_other_words():
    config = parse_ini("[a]\nflag = maybe")
    with pytest.raises(ValueError):
        get_bool(config, "a", "flag")


def test_line_without_separator_raises():
    with pytest.raises(ValueError):
        parse_ini("[a]\njust words")


def test_dump_round_trip():
    config = {"DEFAULT": {}, "db": {"user": "root", "port": "5432"}, "cache": {"size": "64"}}
    text = dump_ini(config)
    assert text == "[db]\nuser = root\nport = 5432\n\n[cache]\nsize = 64\n"
    assert parse_ini(text) == config
