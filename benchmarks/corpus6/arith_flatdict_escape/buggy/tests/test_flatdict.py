import pytest
from flatdict import flatten, get_path, split_key, unflatten

CONFIG = {"db": {"host": "x", "ports": [5432, 5433]}, "debug": False, "tags": []}


def test_flatten():
    assert flatten(CONFIG) == {
        "db.host": "x",
        "db.ports.0": 5432,
        "db.ports.1": 5433,
        "debug": False,
        "tags": [],
    }


def test_round_trip():
    assert unflatten(flatten(CONFIG)) == CONFIG


def test_custom_separator():
    assert flatten({"a": {"b": 1}}, sep="/") == {"a/b": 1}
    assert unflatten({"a/b": 1}, sep="/") == {"a": {"b": 1}}


def test_split_plain_key():
    assert split_key("a.b.c") == ["a", "b", "c"]


def test_split_escaped_separator():
    assert split_key("hosts.example\\.com.port") == ["hosts", "example.com", "port"]


def test_keys_containing_separator_round_trip():
    data = {"hosts": {"example.com": {"port": 80}, "a.b.c": 1}}
    assert unflatten(flatten(data)) == data


def test_conflicting_keys():
    with pytest.raises(ValueError, match="both"):
        unflatten({"a": 1, "a.b": 2})


def test_lists_rebuilt_only_for_dense_indices():
    assert unflatten({"x.0": "a", "x.1": "b"}) == {"x": ["a", "b"]}
    assert unflatten({"x.0": "a", "x.2": "b"}) == {"x": {"0": "a", "2": "b"}}


def test_scalar_flattens_to_empty_key():
    assert flatten(7) == {"": 7}


@pytest.mark.parametrize(
    ("key", "expected"), [("db.host", "x"), ("db.ports.1", 5433), ("db.ports.7", None)]
)
def test_get_path(key, expected):
    assert get_path(CONFIG, key) == expected
