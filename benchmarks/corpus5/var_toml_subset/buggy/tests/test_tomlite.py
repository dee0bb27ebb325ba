import math

import pytest

from tomlite import TomlError, dumps, loads

CONFIG = """
# project settings
title = "demo"   # trailing comment
version = 3
ratio = 0.75
debug = false
tags = ["a", "b#c", 'lit\\eral']

[server]
host = "localhost"
ports = [8000, 8001]
limits = { rps = 10, burst = 20 }

[[plugins]]
name = "auth"

[[plugins]]
name = "cache"
size = 1_000
"""


def test_full_document():
    data = loads(CONFIG)
    assert data["title"] == "demo"
    assert data["tags"] == ["a", "b#c", "lit\\eral"]
    assert data["server"] == {"host": "localhost", "ports": [8000, 8001], "limits": {"rps": 10, "burst": 20}}
    assert data["plugins"] == [{"name": "auth"}, {"name": "cache", "size": 1000}]


@pytest.mark.spec
def test_dotted_keys_create_tables():
    assert loads('site."google.com".rank = 1\nsite.name = "x"') == {
        "site": {"google.com": {"rank": 1}, "name": "x"}
    }


@pytest.mark.spec
def test_dotted_keys_inside_a_table():
    data = loads('[fruit]\napple.color = "red"\napple.taste.sweet = true\n')
    assert data == {"fruit": {"apple": {"color": "red", "taste": {"sweet": True}}}}


@pytest.mark.spec
def test_inline_table_with_dotted_key():
    assert loads("point = { x = 1, y.z = 2 }") == {"point": {"x": 1, "y": {"z": 2}}}


@pytest.mark.spec
@pytest.mark.parametrize(
    "text, value",
    [
        ("0xff", 255), ("-0o17", -15), ("0b101", 5), ("1e3", 1000.0), ("+12_000", 12000),
        ('"tab\\there"', "tab\there"), ('"\\u00e9"', "é"), ("[[1, 2], []]", [[1, 2], []]),
    ],
)
def test_values(text, value):
    assert loads("v = " + text)["v"] == value


def test_special_floats():
    data = loads("a = inf\nb = -inf\nc = nan")
    assert data["a"] == math.inf and data["b"] == -math.inf and math.isnan(data["c"])


@pytest.mark.parametrize(
    "text, message",
    [
        ("a = 1\na = 2", "line 2: duplicate key 'a'"),
        ("[t]\n[t]", "line 2: table 't' defined twice"),
        ("x.y = 1\nx.y.z = 2", "line 2: key 'y' is not a table"),
        ("a = 1 2", "line 1: unexpected text after value"),
        ('s = "open', "line 1: unterminated string"),
        ("= 3", "line 1: expected a key"),
    ],
)
def test_errors(text, message):
    with pytest.raises(TomlError, match=message):
        loads(text)


def test_dump_and_load_round_trip():
    data = {
        "name": "x y",
        "n": -4,
        "f": 2.5,
        "flags": [True, False],
        "db": {"user": "root", "options": {"timeout": 30}},
        "jobs": [{"id": 1}, {"id": 2, "quote": 'say "hi"'}],
    }
    text = dumps(data)
    assert loads(text) == data
    assert text.startswith('name = "x y"\nn = -4\n')
