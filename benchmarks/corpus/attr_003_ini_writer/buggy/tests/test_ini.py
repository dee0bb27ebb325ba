import pytest

from ini import dump_ini, parse_ini

TEXT = "[db]\nhost = localhost\nport=5432\n\n; comment\n[cache]\nttl = 60\n"


def test_parse():
    assert parse_ini(TEXT) == {"db": {"host": "localhost", "port": "5432"}, "cache": {"ttl": "60"}}


def test_parse_error():
    with pytest.raises(ValueError):
        parse_ini("key = value")


def test_round_trip():
    data = parse_ini(TEXT)
    assert parse_ini(dump_ini(data)) == data
