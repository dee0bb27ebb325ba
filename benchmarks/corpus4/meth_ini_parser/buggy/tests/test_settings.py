import pytest

from settings import Settings

CONFIG = """\
; deployment settings
[DEFAULT]
region = eu-west-1

[server]
host = 0.0.0.0
Port: 8080
debug = off
url = http://${host}:${port}/
admins = ana@example.com,
    ben@example.com

[database]
name=shop   ; not a comment here
dsn = postgres://db.${region}.internal/${server:port}
"""


@pytest.fixture
def settings():
    return Settings(CONFIG)


def test_sections(settings):
    assert settings.sections() == ["server", "database"]


def test_typed_getters(settings):
    assert settings.getint("server", "port") == 8080
    assert settings.getbool("server", "debug") is False
    assert settings.getlist("server", "admins") == ["ana@example.com", "ben@example.com"]


def test_keys_ignore_case(settings):
    assert settings.get("server", "PORT") == "8080"
    assert settings.get("server", "Host") == "0.0.0.0"


def test_values_keep_inline_semicolons(settings):
    assert settings.get("database", "name") == "shop   ; not a comment here"


def test_interpolation(settings):
    assert settings.get("server", "url") == "http://0.0.0.0:8080/"
    assert settings.get("database", "dsn") == "postgres://db.eu-west-1.internal/8080"


def test_defaults_and_fallbacks(settings):
    assert settings.get("database", "region") == "eu-west-1"
    assert settings.getint("server", "workers", fallback=4) == 4
    with pytest.raises(KeyError):
        settings.get("server", "workers")


@pytest.mark.parametrize(
    "text",
    ["key = value\n", "[a]\nnovalue\n", "[a]\nx = 1\nx = 2\n", "[a]\n[a]\n"],
)
def test_syntax_errors(text):
    with pytest.raises(ValueError):
        Settings(text)
